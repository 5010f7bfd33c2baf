"""Pure-Python rules of Ludoteca's games. Nothing here imports Qt.

Every game implements the protocol of :mod:`rules.protocol`; :mod:`rules.registry` finds
them by id; :mod:`rules.savefile` stores any game as its id, options and move list.
"""
