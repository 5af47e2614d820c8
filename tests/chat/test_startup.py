"""The Rasa server starts without TensorFlow (``assistant.nlu.deferred_tensorflow``) and still
answers; what Rasa defers stays reachable."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from assistant.chat.session import ChatSession
from assistant.nlu.model import ensure_model

ROOT = Path(__file__).resolve().parents[2]


def mapped_files(pid: int) -> str:
    return Path(f"/proc/{pid}/maps").read_text()


def test_the_running_servers_never_loaded_tensorflow(player_session: ChatSession) -> None:
    assert player_session.handle("aide").table
    assert len(player_session.process_ids) == 2
    for pid in player_session.process_ids:
        assert "tensorflow" not in mapped_files(pid)


MODEL_WITHOUT_TENSORFLOW = """
import asyncio, sys
from assistant.nlu.deferred_tensorflow import install, tensorflow_imported
install()
from rasa.core.agent import load_agent
agent = asyncio.run(load_agent(model_path=sys.argv[1]))
parsed = asyncio.run(agent.parse_message("4 dés contre 5"))
assert parsed["intent"]["name"] == "resolve_pool", parsed["intent"]
assert not tensorflow_imported()

from rasa.utils.tensorflow.callback import RasaTrainingLogger
from rasa.utils.train_utils import create_common_callbacks
callbacks = create_common_callbacks(epochs=1, tensorboard_log_dir=None,
                                    tensorboard_log_level="epoch", checkpoint_dir=None)
assert tensorflow_imported()
import tensorflow as tf
assert isinstance(callbacks[0], RasaTrainingLogger)
assert isinstance(callbacks[0], tf.keras.callbacks.Callback)
assert issubclass(RasaTrainingLogger.real(), tf.keras.callbacks.Callback)
print("ok")
"""


def test_the_model_runs_without_tensorflow_and_training_helpers_still_get_it() -> None:
    done = subprocess.run([sys.executable, "-c", MODEL_WITHOUT_TENSORFLOW, str(ensure_model())],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().endswith("ok")
