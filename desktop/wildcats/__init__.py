"""The Wild Cats page: the squared sheet, secret choices, sealed commitments, the reveal."""
