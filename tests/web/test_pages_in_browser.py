"""The two pages in a real browser (Debian's chromium through chromedriver and selenium) over a
real ``hades serve``: live updates, the Destin kept off the table page, the Destinée's buttons,
keyboard-only play, every answer said in a live region, the newest lines first and what a phone
shows without scrolling, the wording of each line, ``--lan`` reached from another address, and
axe-core's accessibility rules. Screenshots (412 px wide) land in ``screenshots/``."""

from __future__ import annotations

import json
import re
import shutil
import socket
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
from assistant.game import Game
from assistant.ledger import DEFAULT_TABLE, Ledger
from assistant.nlu.model import ensure_model
from assistant.serve.discovery import running_service
from assistant.serve.links import terminal_qr
from assistant.wording.spoken import signed

HERE = Path(__file__).parent
AXE = HERE / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS = HERE / "screenshots"
SERVE = "import sys; from assistant.cli import main; sys.exit(main(sys.argv[1:]))"
LIVE_SECONDS = 1.0
ANSWER_SECONDS = 10.0
START_SECONDS = 240.0
PHONE = {"width": 412, "height": 915, "deviceScaleFactor": 1, "mobile": True}
"""A common phone's viewport in CSS pixels (Pixel 7: 412 × 915)."""

pytestmark = pytest.mark.skipif(
    shutil.which("chromedriver") is None or not AXE.exists(),
    reason="chromium-driver or axe-core missing: run script/bootstrap")


def _serve(*options: str) -> tuple[subprocess.Popen[str], list[str]]:
    """A real ``hades serve`` (``HADES_DB`` already set); its printed standard output up to
    both links (with ``--lan`` their QR codes too)."""
    process = subprocess.Popen([sys.executable, "-c", SERVE, "serve", "--port", "0", *options],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    printed: list[str] = []
    deadline = time.monotonic() + START_SECONDS
    links = 0
    while links < 2 and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        printed.append(line.rstrip("\n"))
        links += "?t=" in line
    if "--lan" in options and links == 2:  # the table's QR code follows its link
        for _ in terminal_qr(_links(printed)["table"]).splitlines():
            printed.append(process.stdout.readline().rstrip("\n"))
    if links < 2:
        process.kill()
        pytest.fail("hades serve printed no links")
    return process, printed


def _links(printed: list[str]) -> dict[str, str]:
    found = {}
    for line in printed:
        if "?t=" in line:
            url = line.strip().rsplit(" ", 1)[-1]
            found["destinee" if "/destinee?" in url else "table"] = url
    return found


@pytest.fixture(scope="module")
def links(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """A real ``hades serve`` on a ledger of its own; its two printed links."""
    ensure_model()
    database = tmp_path_factory.mktemp("web") / "web.sqlite3"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HADES_DB", str(database))
        process, printed = _serve()
        try:
            yield _links(printed)
        finally:
            process.terminate()
            process.wait(timeout=20)


def _browser(phone: bool = True) -> WebDriver:
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=420,1000"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver")))
    if phone:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    return driver


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
    """The journal's lines as shown, newest first."""
    return [str(text) for text in driver.execute_script(
        "return [...document.querySelectorAll('#journal li')].map((li) => li.innerText);")]


def _people(driver: WebDriver) -> str:
    """The protagonists' list as shown."""
    return str(driver.execute_script(
        "return document.getElementById('protagonistes').innerText;"))


def _announced(driver: WebDriver) -> list[str]:
    """What the page's log region (aria-live) has said, oldest first."""
    return [str(text) for text in driver.execute_script(
        "return [...document.querySelectorAll('#annonces p')].map((p) => p.textContent);")]


def _answer(driver: WebDriver) -> str:
    return str(driver.execute_script("return document.getElementById('reponse').textContent;"))


def _wait(driver: WebDriver, condition, seconds: float = LIVE_SECONDS):  # type: ignore[no-untyped-def]
    return WebDriverWait(driver, seconds, poll_frequency=0.05,
                         ignored_exceptions=(IndexError,)).until(lambda _: condition())


def _loaded(driver: WebDriver) -> None:
    _wait(driver, lambda: driver.execute_script("return document.readyState") == "complete", 5)


def _type(driver: WebDriver, text: str) -> str:
    """Type ``text`` in the table page's box and press Enter; the answer said in its region."""
    box = driver.find_element(By.ID, "texte")
    driver.execute_script("document.getElementById('reponse').textContent = '';")
    box.clear()
    box.send_keys(text, Keys.ENTER)
    _wait(driver, lambda: _answer(driver) != "", ANSWER_SECONDS)
    return _answer(driver)


def _axe_violations(driver: WebDriver) -> list[dict]:
    driver.execute_script(AXE.read_text(encoding="utf-8"))
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document).then((r) => done(r.violations.map((v) => ({id: v.id, nodes: v.nodes.length}))));")
    return list(result)


def test_a_roll_said_in_the_chat_appears_on_both_pages_within_a_second(
        table_page: WebDriver, destinee_page: WebDriver, chat: ChatSession) -> None:
    _loaded(table_page)
    _loaded(destinee_page)
    before = len(_log_items(table_page)), len(_log_items(destinee_page))
    reply = chat.handle("quatre dés contre trois")
    _wait(table_page, lambda: len(_log_items(table_page)) > before[0])
    _wait(destinee_page, lambda: len(_log_items(destinee_page)) > before[1])
    newest = _log_items(table_page)[0]
    assert reply.table in newest
    assert "Dés des protagonistes : " in newest and "Dés de l'obstacle : " in newest
    assert reply.gm and reply.gm in _log_items(destinee_page)[0]
    # somebody else's roll is said in each page's log region
    _wait(table_page, lambda: any(reply.table in said for said in _announced(table_page)))
    _wait(destinee_page, lambda: any(reply.table in said for said in _announced(destinee_page)))


def test_the_destinee_buttons_work_and_are_journaled(destinee_page: WebDriver) -> None:
    with Ledger() as ledger:
        destin_before = ledger.state(DEFAULT_TABLE).destin
    destinee_page.find_element(By.CSS_SELECTOR, '[data-bouton="destin_plus"]').click()
    _wait(destinee_page, lambda: signed(destin_before + 1)
          == destinee_page.find_element(By.ID, "destin").text, 2 * LIVE_SECONDS)
    with Ledger() as ledger:
        assert ledger.state(DEFAULT_TABLE).destin == destin_before + 1
        assert ledger.journal(DEFAULT_TABLE)[-1].kind == "destin_adjust"
    destinee_page.find_element(By.CSS_SELECTOR, '[data-bouton="annuler"]').click()
    _wait(destinee_page, lambda: signed(destin_before)
          == destinee_page.find_element(By.ID, "destin").text, 2 * LIVE_SECONDS)
    with Ledger() as ledger:
        assert ledger.journal(DEFAULT_TABLE)[-1].kind == "undo"


def test_a_button_is_answered_once_in_its_status_region(destinee_page: WebDriver) -> None:
    """The button's answer is said by the status region, and not a second time by the log."""
    said_before = len(_announced(destinee_page))
    destinee_page.execute_script("document.getElementById('reponse').textContent = '';")
    destinee_page.find_element(By.CSS_SELECTOR, '[data-bouton="oracle_antagonisme"]').click()
    _wait(destinee_page, lambda: _answer(destinee_page) != "", ANSWER_SECONDS)
    region = destinee_page.find_element(By.ID, "reponse")
    assert region.get_attribute("role") == "status"
    _wait(destinee_page, lambda: _answer(destinee_page).split(" Destinée")[0]
          in _log_items(destinee_page)[0], 2 * LIVE_SECONDS)
    time.sleep(LIVE_SECONDS)
    assert len(_announced(destinee_page)) == said_before


def test_keyboard_only_flow_on_the_table_page(table_page: WebDriver) -> None:
    table_page.refresh()
    _wait(table_page, lambda: len(_log_items(table_page)) > 0, 5)
    count = len(_log_items(table_page))
    body = table_page.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    focused = table_page.switch_to.active_element
    assert focused.get_attribute("id") == "texte"
    focused.send_keys("trois dés contre deux", Keys.ENTER)
    _wait(table_page, lambda: len(_log_items(table_page)) > count, ANSWER_SECONDS)
    assert table_page.switch_to.active_element.get_attribute("id") == "texte"
    assert _answer(table_page).split(" ")[0] in _log_items(table_page)[0]


@pytest.mark.parametrize("text", ["aide", "quelles sont mes chances à quatre dés contre trois ?",
                                  "le chat du boulanger chante faux"])
def test_answers_not_journaled_reach_the_live_region(table_page: WebDriver, text: str) -> None:
    """« aide », an odds question, a line not understood: nothing is journaled, yet the answer
    is shown and said (role=status) to the player who typed it."""
    _loaded(table_page)
    with Ledger() as ledger:
        latest = ledger.latest_entry_id(DEFAULT_TABLE)
    answer = _type(table_page, text)
    assert len(answer) >= len("Pardon ?"), answer
    region = table_page.find_element(By.ID, "reponse")
    assert region.get_attribute("role") == "status" and region.is_displayed()
    with Ledger() as ledger:
        assert ledger.latest_entry_id(DEFAULT_TABLE) == latest
    if text.startswith("le chat"):
        assert answer == "Pardon ?"
    if text == "aide":
        SCREENSHOTS.mkdir(exist_ok=True)
        table_page.save_screenshot(str(SCREENSHOTS / "table-aide-412.png"))


def test_own_roll_is_said_once(table_page: WebDriver) -> None:
    """A roll typed on the page is said by its status region only, not again by the log."""
    _loaded(table_page)
    said_before = _announced(table_page)
    answer = _type(table_page, "deux dés contre deux").split(".")[0]
    _wait(table_page, lambda: answer in _log_items(table_page)[0], 2 * LIVE_SECONDS)
    time.sleep(LIVE_SECONDS)
    assert _announced(table_page) == said_before


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


def test_wording_of_the_lines(table_page: WebDriver, destinee_page: WebDriver) -> None:
    """The name as the ledger spells it (accent, capital), never doubled, « 1 fortune », and
    both sides' dice with the dés du chaos."""
    with Ledger() as ledger:
        game = Game(ledger, DEFAULT_TABLE)
        game.gain_fortune("Zoé")
        game.gain_fortune("Éloïse")
        game.set_gauge("Éloïse", "blessure", 1)
        for seed in range(200):  # until both sides draw a dé du chaos
            data = game.roll(4, 3, protagonist="éloïse", seed=seed).data
            if data["protagonist"]["chaos"] and data["obstacle"]["chaos"]:
                break
    last_obstacle = "Dés de l'obstacle : " + ", ".join(map(str, data["obstacle"]["initial"]))
    for driver in (table_page, destinee_page):
        # A slow machine may still show a roll of the loop: wait for the last one.
        _wait(driver, lambda: "Éloïse" in _people(driver), 2 * LIVE_SECONDS)
        _wait(driver, lambda: f"{last_obstacle} ;" in _log_items(driver)[0], 5 * LIVE_SECONDS)
        newest = _log_items(driver)[0]
        assert "éloïse" not in newest and not newest.startswith("Éloïse : Éloïse")
        assert re.search(r"Dés des protagonistes : \d(, \d)* ; dés? du chaos : \d", newest), newest
        assert re.search(r"Dés de l'obstacle : \d(, \d)* ; dés? du chaos : \d", newest), newest
        people = _people(driver)
        assert re.search(r"Éloïse : \d fortunes?", people), people
        assert "Zoé : 1 fortune" in people and "1 fortunes" not in people
        assert "blessure 1 barre" in people
    rolled = [line for line in _log_items(table_page) if "Dés des protagonistes" in line]
    assert all(not re.match(r"(\w+) : \1 ", line) for line in rolled)


def _in_view(driver: WebDriver, selector: str) -> list[bool]:
    return list(driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => {"
        " const r = e.getBoundingClientRect();"
        " return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; });", selector))


def test_on_a_phone_the_essentials_show_without_scrolling(
        table_page: WebDriver, destinee_page: WebDriver) -> None:
    """412 px wide: the Destin, each protagonist and the last three rolls in the first
    screen; newest first on both pages; the Memento folded away."""
    with Ledger() as ledger:
        game = Game(ledger, DEFAULT_TABLE)
        for name, gauge in (("Firmin", "fatigue"), ("Gonzague", "blessure"), ("Ysaline", "stress")):
            game.gain_fortune(name)
            game.set_gauge(name, gauge, 2)
        replies = [game.roll(3 + turn, 2, seed=turn) for turn in range(3)]
    for driver in (table_page, destinee_page):
        driver.refresh()
        _wait(driver, lambda: replies[-1].table in _log_items(driver)[0], 5)
        assert driver.execute_script("return window.innerWidth") == PHONE["width"]
        assert driver.execute_script("return window.scrollY") == 0
        SCREENSHOTS.mkdir(exist_ok=True)
        driver.save_screenshot(str(SCREENSHOTS / f"{driver.title.split(' ')[-1]}-412.png"))
        newest = _log_items(driver)[:3]
        assert [reply.table in line for reply, line in zip(reversed(replies), newest)] == [True] * 3
        assert all(_in_view(driver, "#journal li:nth-child(-n+3)")), driver.current_url
        people = _in_view(driver, "#protagonistes li")
        assert len(people) >= 3 and all(people)
        assert driver.execute_script(
            "return document.documentElement.scrollWidth") <= PHONE["width"]
    assert all(_in_view(destinee_page, "#destin"))
    memento = destinee_page.find_element(By.CSS_SELECTOR, "details.memento")
    assert memento.get_attribute("open") is None
    assert not destinee_page.find_element(By.XPATH, "//h3[.='Oracle des distances']").is_displayed()


def test_no_accessibility_violation_and_screenshots(table_page: WebDriver,
                                                     destinee_page: WebDriver) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    for name, driver in (("table", table_page), ("destinee", destinee_page)):
        violations = _axe_violations(driver)
        assert violations == [], (name, violations)
        driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))
        assert (SCREENSHOTS / f"{name}.png").stat().st_size > 0
    destinee_page.find_element(By.CSS_SELECTOR, "details.memento summary").click()
    assert destinee_page.find_element(By.XPATH, "//h3[.='Oracle des distances']").is_displayed()
    assert _axe_violations(destinee_page) == []
    destinee_page.find_element(By.CSS_SELECTOR, "details.memento summary").click()


def test_the_pages_have_an_icon(table_page: WebDriver) -> None:
    icon = table_page.execute_script(
        "return document.querySelector('link[rel=icon]').href;")
    with urllib.request.urlopen(icon, timeout=5) as response:
        assert response.headers["Content-Type"] == "image/svg+xml"
        assert b"<svg" in response.read()


# --lan, end to end ---------------------------------------------------------------------------


def _other_address() -> str:
    """An address of this machine other than 127.0.0.1, as another device would reach it:
    the first non-loopback IPv4 address, else 127.0.0.2 (no packet leaves the machine)."""
    listing = subprocess.run(["ip", "-4", "-o", "addr", "show"], capture_output=True,
                             text=True, check=False).stdout
    for address in re.findall(r"inet (\d+\.\d+\.\d+\.\d+)/", listing):
        if not address.startswith("127."):
            return address
    return "127.0.0.2"


@pytest.fixture(scope="module")
def lan(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[str]]:
    """``hades serve --lan`` on a ledger of its own: what it printed (links and QR codes)."""
    ensure_model()
    database = tmp_path_factory.mktemp("lan") / "lan.sqlite3"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HADES_DB", str(database))
        process, printed = _serve("--lan")
        try:
            yield printed
        finally:
            process.terminate()
            process.wait(timeout=20)


def test_lan_links_qr_codes_and_tokens_from_another_address(lan: list[str]) -> None:
    """The printed links carry this machine's network address and their tokens, each QR code
    draws its own link, and a browser reaching that address (or 127.0.0.2 when the machine
    has no network) plays from the table's link and is refused without a token."""
    links = _links(lan)
    text = "\n".join(lan)
    for link in links.values():
        assert terminal_qr(link).rstrip("\n") in text
    address = _other_address()
    host = re.match(r"http://([^:/]+):(\d+)/", links["table"])
    assert host is not None
    if not address.startswith("127."):
        assert host.group(1) == address
    base = f"http://{address}:{host.group(2)}"
    service = running_service()
    assert service is not None
    with pytest.raises(ConnectionRefusedError):  # only the pages leave loopback
        socket.create_connection((address, service.rasa_port), 2).close()
    table_link = links["table"].replace(f"http://{host.group(1)}:{host.group(2)}", base)
    destinee_link = links["destinee"].replace(f"http://{host.group(1)}:{host.group(2)}", base)
    driver = _browser()
    try:
        driver.get(base + "/table")
        assert "Accès refusé." in driver.find_element(By.TAG_NAME, "body").text
        driver.get(table_link.replace("t=", "t=x"))
        assert "Accès refusé." in driver.find_element(By.TAG_NAME, "body").text
        driver.get(destinee_link.replace("/destinee?", "/table?"))  # the Destinée's key opens both
        assert "Journal de la table" in driver.find_element(By.TAG_NAME, "body").text
        driver.get(table_link)
        _loaded(driver)
        answer = _type(driver, "quatre dés contre deux").split(".")[0]
        _wait(driver, lambda: answer in _log_items(driver)[0], 2 * LIVE_SECONDS)
        assert _axe_violations(driver) == []
        driver.get(table_link.replace("/table?", "/destinee?"))
        assert "Accès refusé." in driver.find_element(By.TAG_NAME, "body").text
        driver.get(destinee_link)
        _wait(driver, lambda: answer in _log_items(driver)[0], 5)
        assert driver.find_element(By.ID, "destin").text
        driver.get(links["table"].replace(host.group(1), "127.0.0.1"))  # loopback still served
        _wait(driver, lambda: answer in _log_items(driver)[0], 5)
    finally:
        driver.quit()
