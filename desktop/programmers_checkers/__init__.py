"""Programmer's Checkers desktop page."""
