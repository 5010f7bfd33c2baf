import json
import random
import sys

for line in sys.stdin:
    request = json.loads(line)
    if "legal" in request:  # a decision; {"result": ...} ends a game
        print(json.dumps({"move": random.choice(request["legal"])}), flush=True)
