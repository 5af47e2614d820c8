"""The two pages in a real browser (Debian's chromium through chromedriver and selenium) over a
real ``hades serve``: live updates, the Destin kept off the table page, the Destinée's buttons,
keyboard-only play and axe-core's accessibility rules. Screenshots land in ``screenshots/``."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from assistant.chat.session import ChatSession
from assistant.ledger import DEFAULT_TABLE, Ledger
from assistant.nlu.model import ensure_model
from assistant.wording.spoken import signed

HERE = Path(__file__).parent
AXE = HERE / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS = HERE / "screenshots"
SERVE = "import sys; from assistant.cli import main; sys.exit(main(sys.argv[1:]))"
LIVE_SECONDS = 1.0
START_SECONDS = 240.0

pytestmark = pytest.mark.skipif(
    shutil.which("chromedriver") is None or not AXE.exists(),
    reason="chromium-driver or axe-core missing: run script/bootstrap")


@pytest.fixture(scope="module")
def links(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """A real ``hades serve`` on a ledger of its own; its two printed links."""
    ensure_model()
    database = tmp_path_factory.mktemp("web") / "web.sqlite3"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HADES_DB", str(database))
        process = subprocess.Popen([sys.executable, "-c", SERVE, "serve", "--port", "0"],
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert process.stdout is not None
        found: dict[str, str] = {}
        deadline = time.monotonic() + START_SECONDS
        while len(found) < 2 and time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            url = line.strip().rsplit(" ", 1)[-1]
            found["destinee" if "/destinee?" in url else "table"] = url
        try:
            assert len(found) == 2, "hades serve printed no links"
            yield found
        finally:
            process.terminate()
            process.wait(timeout=20)


def _browser() -> WebDriver:
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=420,900"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    return webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver")))


def _page(link: str) -> Iterator[WebDriver]:
    driver = _browser()
    driver.get(link)
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def table_page(links: dict[str, str]) -> Iterator[WebDriver]:
    yield from _page(links["table"])


@pytest.fixture(scope="module")
def destinee_page(links: dict[str, str]) -> Iterator[WebDriver]:
    yield from _page(links["destinee"])


@pytest.fixture(scope="module")
def chat(links: dict[str, str]) -> Iterator[ChatSession]:
    session = ChatSession(table=DEFAULT_TABLE, seed=11, gm=True)
    session.start()
    assert session.connected_to_service
    yield session
    session.close()


def _log_items(driver: WebDriver) -> list[str]:
    return [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#journal li")]


def _wait(driver: WebDriver, condition, seconds: float = LIVE_SECONDS):  # type: ignore[no-untyped-def]
    return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda _: condition())


def _axe_violations(driver: WebDriver) -> list[dict]:
    driver.execute_script(AXE.read_text(encoding="utf-8"))
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document).then((r) => done(r.violations.map((v) => ({id: v.id, nodes: v.nodes.length}))));")
    return list(result)


def test_a_roll_said_in_the_chat_appears_on_both_pages_within_a_second(
        table_page: WebDriver, destinee_page: WebDriver, chat: ChatSession) -> None:
    _wait(table_page, lambda: table_page.execute_script(
        "return document.readyState") == "complete", 5)
    before = len(_log_items(table_page)), len(_log_items(destinee_page))
    reply = chat.handle("quatre dés contre trois")
    _wait(table_page, lambda: len(_log_items(table_page)) > before[0])
    _wait(destinee_page, lambda: len(_log_items(destinee_page)) > before[1])
    assert reply.table in _log_items(table_page)[-1]
    assert "Dés :" in _log_items(table_page)[-1]
    assert reply.gm and reply.gm in _log_items(destinee_page)[-1]


def test_the_destinee_buttons_work_and_are_journaled(destinee_page: WebDriver) -> None:
    with Ledger() as ledger:
        destin_before = ledger.state(DEFAULT_TABLE).destin
    destinee_page.find_element(By.CSS_SELECTOR, '[data-bouton="destin_plus"]').click()
    _wait(destinee_page, lambda: _spoken_destin(destin_before + 1)
          == destinee_page.find_element(By.ID, "destin").text, 2 * LIVE_SECONDS)
    with Ledger() as ledger:
        assert ledger.state(DEFAULT_TABLE).destin == destin_before + 1
        assert ledger.journal(DEFAULT_TABLE)[-1].kind == "destin_adjust"
    destinee_page.find_element(By.CSS_SELECTOR, '[data-bouton="annuler"]').click()
    _wait(destinee_page, lambda: _spoken_destin(destin_before)
          == destinee_page.find_element(By.ID, "destin").text, 2 * LIVE_SECONDS)
    with Ledger() as ledger:
        assert ledger.journal(DEFAULT_TABLE)[-1].kind == "undo"


def _spoken_destin(value: int) -> str:
    return signed(value)


def test_keyboard_only_flow_on_the_table_page(table_page: WebDriver) -> None:
    table_page.refresh()
    _wait(table_page, lambda: len(_log_items(table_page)) > 0, 5)
    count = len(_log_items(table_page))
    body = table_page.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    focused = table_page.switch_to.active_element
    assert focused.get_attribute("id") == "texte"
    focused.send_keys("trois dés contre deux", Keys.ENTER)
    _wait(table_page, lambda: len(_log_items(table_page)) > count, 10)
    assert table_page.switch_to.active_element.get_attribute("id") == "texte"
    log = table_page.find_element(By.ID, "annonces")
    assert log.get_attribute("role") == "log" and log.get_attribute("aria-live") == "polite"


def test_the_table_page_never_holds_the_destin(table_page: WebDriver, links: dict[str, str],
                                               chat: ChatSession) -> None:
    chat.handle("deux dés contre cinq")
    with Ledger() as ledger:
        secrets = [entry.reply.gm for entry in ledger.journal(DEFAULT_TABLE) if entry.reply.gm]
    assert secrets
    time.sleep(LIVE_SECONDS)
    page = table_page.find_element(By.TAG_NAME, "body").text
    for secret in secrets:
        assert secret not in page
    requested = [json.loads(entry["message"])["message"] for entry in table_page.get_log("performance")]
    urls = [event["params"]["request"]["url"] for event in requested
            if event["method"] == "Network.requestWillBeSent"]
    assert urls and not any("/destinee" in url or "/button" in url for url in urls)
    token = links["table"].rsplit("t=", 1)[1]
    base = links["table"].split("/table")[0]
    with urllib.request.urlopen(f"{base}/events?t={token}", timeout=5) as stream:
        streamed = stream.readline().decode()
    for secret in secrets:
        assert secret not in streamed


def test_no_accessibility_violation_and_screenshots(table_page: WebDriver,
                                                     destinee_page: WebDriver) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    for name, driver in (("table", table_page), ("destinee", destinee_page)):
        violations = _axe_violations(driver)
        assert violations == [], (name, violations)
        driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))
        assert (SCREENSHOTS / f"{name}.png").stat().st_size > 0
