"""rulesparser: Magic: The Gathering rules text (EN/FR/DE) to one language-neutral ability AST.

Public API::

    from rulesparser import parse, ParseError
    card = parse("Disparition 3 (Ce permanent arrive en jeu avec ...)", lang="fr")
    card.abilities[0]            # rulesparser.ast.Keyword(name="vanishing", parameter=3, ...)

See :func:`rulesparser.parser.parse` for the full contract.
"""

from rulesparser.dataclass_code import compiled_once
from rulesparser.errors import ParseError, RulesparserError

with compiled_once():  # the AST's dataclass methods, compiled once per machine (a cold start)
    from rulesparser.parser import detect_language, parse, parse_keyword_definition

__all__ = ["parse", "parse_keyword_definition", "detect_language", "ParseError", "RulesparserError"]
__version__ = "0.1.0"
