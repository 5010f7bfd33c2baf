"""An outside player that breaks the protocol in the way its first argument says."""
import json
import sys
import time

how = sys.argv[1]
for line in sys.stdin:
    request = json.loads(line)
    if "legal" not in request:
        continue
    if how == "illegal":
        print(json.dumps({"move": "Z9"}), flush=True)
    elif how == "garbage":
        print("hello there", flush=True)
    elif how == "crash":
        sys.exit(3)
    elif how == "silent":
        time.sleep(60)
    elif how == "wrong-move":  # a move of the game, but not a legal one now
        moves = [m for m in request.get("moves", [])]
        print(json.dumps({"move": moves[0] if moves else request["legal"][-1] + request["legal"][0]}), flush=True)
