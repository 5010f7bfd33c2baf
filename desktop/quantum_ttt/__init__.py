"""The quantum tic-tac-toe page: spooky marks, entanglement curves and the collapse chooser.

Kept free of Qt at package level, because :mod:`.hint_task` is imported by the computer's
worker process, which must not load Qt.
"""
