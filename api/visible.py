"""The one check of the API's reads: may the caller see this game?"""

from kingdom import selectors


def visible_game(request, game_id: int):
    """The game if the caller may see it (an unlisted one: its seats and invitation holders,
    who send its `?code=`), else `NotFound`, as for no game at all."""
    code = request.query_params.get("code")
    return selectors.game_for(game_id=game_id, user=request.user, code=code)
