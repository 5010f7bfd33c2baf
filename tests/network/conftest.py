"""The network tests' servers are the root conftest's ``servers`` fixture (the desktop's
network tests use the same pair)."""
