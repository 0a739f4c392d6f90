from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("kingdom", "0017_undo"),
    ]

    operations = [
        migrations.AddField(
            model_name="seat",
            name="claim_code",
            field=models.CharField(blank=True, max_length=32),
        ),
    ]
