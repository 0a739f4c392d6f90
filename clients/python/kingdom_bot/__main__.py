"""python -m kingdom_bot --url URL --token KEY [--game ID]: play that game's seat to its end;
without --game, wait for an invitation (the newest unfinished game with a seat of this account)
and play that one."""

import argparse

from kingdom_api_client.client import AuthenticatedClient

from kingdom_bot import Seat, invited, play


def main() -> None:
    parser = argparse.ArgumentParser(prog="kingdom_bot", description=__doc__)
    parser.add_argument("--url", default="http://localhost:8000")
    parser.add_argument("--token", required=True, help="the bot account's API token")
    parser.add_argument(
        "--game", type=int, help="the game's id (default: wait for an invitation and play it)"
    )
    parser.add_argument("--idle", type=float, default=2.0, help="seconds between polls")
    args = parser.parse_args()
    client = AuthenticatedClient(base_url=args.url, token=args.token, prefix="Token")
    game = args.game if args.game is not None else invited(client, idle=args.idle)
    played = play(Seat(client, game), idle=args.idle)
    print(f"game {game}: {played} actions played")


if __name__ == "__main__":
    main()
