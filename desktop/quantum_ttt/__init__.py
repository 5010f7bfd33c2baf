"""The quantum tic-tac-toe page: spooky marks, entanglement curves and the collapse chooser."""
