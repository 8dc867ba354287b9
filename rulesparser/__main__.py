"""``python -m rulesparser`` runs the command-line interface."""

from rulesparser.cli import main

main()
