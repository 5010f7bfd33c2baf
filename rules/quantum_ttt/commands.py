COMMANDS: dict = {}
