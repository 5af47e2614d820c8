"""Secrets stay secret: the Destin never reaches the table's speaker."""

from __future__ import annotations

import numpy as np
import pytest
from voice_helpers import AlsaRig, RecordingSpeaker
from hypothesis import given
from hypothesis import strategies as st

from assistant.reply import Reply
from assistant.speech_out.espeak import EspeakSynthesizer
from assistant.speech_out.player import DevicePlayer
from assistant.speech_out.settings import SpeechSettings
from assistant.speech_out.speakers import AudioSpeaker
from assistant.voice.phrases import DESTIN_NOTED
from assistant.voice.router import ReplyRouter

TABLE = "Jet de destin lancé."
SECRET = "Le Destin passe à moins trois."

sentences = st.text(alphabet=st.characters(categories=["L", "N", "Zs"]), min_size=1, max_size=40)


@given(table=sentences, secret=sentences, with_earphone=st.booleans())
def test_the_table_speaker_never_gets_the_secret_part(table: str, secret: str,
                                                      with_earphone: bool) -> None:
    table_speaker, earphone, screen = RecordingSpeaker(), RecordingSpeaker(), []
    router = ReplyRouter(table_speaker, screen.append, earphone if with_earphone else None)
    router.deliver(Reply(table=table, gm=secret), SpeechSettings())
    assert table_speaker.said[0] == table
    assert secret not in table_speaker.said[1:]
    assert table_speaker.said[1:] == ([] if with_earphone else [DESTIN_NOTED])
    assert earphone.said == ([secret] if with_earphone else [])


def test_without_earphone_the_secret_goes_to_her_screen() -> None:
    table_speaker, screen = RecordingSpeaker(), []
    ReplyRouter(table_speaker, screen.append).deliver(Reply(TABLE, SECRET), SpeechSettings())
    assert screen == [TABLE, f"(Destinée) {SECRET}"]
    assert table_speaker.said == [TABLE, DESTIN_NOTED]


def test_a_reply_without_secret_says_nothing_more() -> None:
    table_speaker, screen = RecordingSpeaker(), []
    ReplyRouter(table_speaker, screen.append).deliver(Reply("Succès."), SpeechSettings())
    assert table_speaker.said == ["Succès."] and screen == ["Succès."]


@pytest.mark.slow
@pytest.mark.parametrize("with_earphone", [True, False])
def test_the_destin_never_reaches_the_table_audio_output(alsa_rig: AlsaRig,
                                                         with_earphone: bool) -> None:
    """Real synthesis on real (file-backed) ALSA devices: the table's device holds exactly the
    table sentence (and « Destin noté. » without earphone), never the secret."""
    alsa_rig.clear_outputs()
    synthesizer = EspeakSynthesizer()
    table = AudioSpeaker(synthesizer, DevicePlayer(alsa_rig.table))
    earphone = AudioSpeaker(synthesizer, DevicePlayer(alsa_rig.destinee))
    router = ReplyRouter(table, lambda text: None, earphone if with_earphone else None)
    router.deliver(Reply(TABLE, SECRET), SpeechSettings())

    def voice(text: str) -> np.ndarray:
        return synthesizer.synthesize(text, SpeechSettings()).samples

    heard_at_table = alsa_rig.played(alsa_rig.table)
    expected = [voice(TABLE)] + ([] if with_earphone else [voice(DESTIN_NOTED)])
    assert np.array_equal(heard_at_table, np.concatenate(expected))
    heard_in_earphone = alsa_rig.played(alsa_rig.destinee)
    assert np.array_equal(heard_in_earphone, voice(SECRET) if with_earphone else np.array([]))
