"""The Oche board designer: a graph editor for cells and arrows, with analysis and play-test.

Modelled on Qt's diagramscene example: :class:`~desktop.oche_editor.scene.EditorScene` has an
interaction :class:`~desktop.oche_editor.scene.Mode`, arrows follow their cells through
``itemChange`` (the shared :mod:`desktop.oche.board_items`), and every edit is a
:class:`~PySide6.QtGui.QUndoCommand` on the page's undo stack.
"""
