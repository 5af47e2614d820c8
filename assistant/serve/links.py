"""The two links of the web pages, printed as text and as QR codes for phones at the table."""

from __future__ import annotations

import io

import qrcode

from assistant.serve.access import Access


def page_links(host: str, port: int, access: Access) -> dict[str, str]:
    """The Destinée's link and the table's link, each carrying its token."""
    base = f"http://{host}:{port}"
    return {"destinee": f"{base}/destinee?t={access.destinee_token}",
            "table": f"{base}/table?t={access.table_token}"}


def terminal_qr(text: str) -> str:
    """``text`` as a QR code drawn with block characters, for a terminal."""
    code = qrcode.QRCode(border=2)
    code.add_data(text)
    code.make(fit=True)
    drawing = io.StringIO()
    code.print_ascii(out=drawing, invert=True)
    return drawing.getvalue()
