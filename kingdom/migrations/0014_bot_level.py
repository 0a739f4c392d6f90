"""The level of the bot that plays a bot seat, or the seat on autopilot (issue 20): `sound`
by default, existing seats included; the host may choose `random` per bot seat."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("kingdom", "0013_joust_numbers"),
    ]

    operations = [
        migrations.AddField(
            model_name="seat",
            name="bot_level",
            field=models.CharField(
                choices=[("sound", "sound"), ("random", "random")], default="sound", max_length=8
            ),
        ),
    ]
