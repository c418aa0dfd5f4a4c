"""One way of writing a time played, for the game bar, the win banner, the statistics and the command line."""

import pytest

from yukon_qt.time_text import clock_text


@pytest.mark.parametrize(
    "seconds, text",
    [(0, "0:00"), (9, "0:09"), (59.4, "0:59"), (59.6, "1:00"), (61, "1:01"), (600, "10:00"), (3599, "59:59"),
     (3600, "1:00:00"), (3725.4, "1:02:05"), (36000, "10:00:00"), (-5, "0:00")],
)
def test_minutes_and_seconds_then_hours(seconds, text):
    assert clock_text(seconds) == text


def test_each_part_is_written_as_asked_and_padded_with_its_own_zero():
    arabic = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
    assert clock_text(65, lambda value: str(value).translate(arabic)) == "١:٠٥"
    assert clock_text(3605, lambda value: f"<{value}>") == "<1>:<0><0>:<0><5>"
