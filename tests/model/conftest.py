import sys
from pathlib import Path

# The hand-built positions of the engine tests serve the model tests too.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
