"""A home router that opens ports when asked (UPnP), for the test across
networks (``test_relay_across_networks``): run inside the router's own
network namespace, it answers a search on its home network (SSDP), describes
itself as an Internet Gateway Device, and on AddPortMapping forwards its
outside port to the asking machine with an nft rule in its namespace (and
forgets it on DeletePortMapping). Just enough of a router for the game's
``router_port``; nothing of it runs outside a test.

    python tests/fake_router.py LAN_ADDRESS WAN_ADDRESS
"""

from __future__ import annotations

import re
import socket
import struct
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SSDP = ("239.255.255.250", 1900)
HTTP_PORT = 5000
IGD = "urn:schemas-upnp-org:device:InternetGatewayDevice:1"
WANIP = "urn:schemas-upnp-org:service:WANIPConnection:1"

DESCRIPTION = f"""<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
 <specVersion><major>1</major><minor>0</minor></specVersion>
 <device>
  <deviceType>{IGD}</deviceType><friendlyName>Test router</friendlyName><manufacturer>Tests</manufacturer>
  <modelName>Router</modelName><UDN>uuid:00000000-0000-0000-0000-000000000001</UDN>
  <deviceList><device>
   <deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType><friendlyName>WAN</friendlyName>
   <manufacturer>Tests</manufacturer><modelName>WAN</modelName><UDN>uuid:00000000-0000-0000-0000-000000000002</UDN>
   <deviceList><device>
    <deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType><friendlyName>WANConnection</friendlyName>
    <manufacturer>Tests</manufacturer><modelName>WANConnection</modelName>
    <UDN>uuid:00000000-0000-0000-0000-000000000003</UDN>
    <serviceList><service>
     <serviceType>{WANIP}</serviceType><serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId>
     <SCPDURL>/wanip.xml</SCPDURL><controlURL>/control</controlURL><eventSubURL>/events</eventSubURL>
    </service></serviceList>
   </device></deviceList>
  </device></deviceList>
 </device>
</root>"""


def _argument(name: str, direction: str, variable: str) -> str:
    return (
        f"<argument><name>{name}</name><direction>{direction}</direction>"
        f"<relatedStateVariable>{variable}</relatedStateVariable></argument>"
    )


_ADD = [
    ("NewRemoteHost", "RemoteHost"),
    ("NewExternalPort", "ExternalPort"),
    ("NewProtocol", "PortMappingProtocol"),
    ("NewInternalPort", "InternalPort"),
    ("NewInternalClient", "InternalClient"),
    ("NewEnabled", "PortMappingEnabled"),
    ("NewPortMappingDescription", "PortMappingDescription"),
    ("NewLeaseDuration", "PortMappingLeaseDuration"),
]
_VARIABLES = [
    ("RemoteHost", "string"),
    ("ExternalPort", "ui2"),
    ("PortMappingProtocol", "string"),
    ("InternalPort", "ui2"),
    ("InternalClient", "string"),
    ("PortMappingEnabled", "boolean"),
    ("PortMappingDescription", "string"),
    ("PortMappingLeaseDuration", "ui4"),
    ("ExternalIPAddress", "string"),
]
SCPD = (
    '<?xml version="1.0"?><scpd xmlns="urn:schemas-upnp-org:service-1-0">'
    "<specVersion><major>1</major><minor>0</minor></specVersion><actionList>"
    "<action><name>AddPortMapping</name><argumentList>"
    + "".join(_argument(name, "in", variable) for name, variable in _ADD)
    + "</argumentList></action>"
    "<action><name>DeletePortMapping</name><argumentList>"
    + "".join(_argument(name, "in", variable) for name, variable in _ADD[:3])
    + "</argumentList></action>"
    "<action><name>GetExternalIPAddress</name><argumentList>"
    + _argument("NewExternalIPAddress", "out", "ExternalIPAddress")
    + "</argumentList></action></actionList><serviceStateTable>"
    + "".join(
        f'<stateVariable sendEvents="no"><name>{name}</name><dataType>{kind}</dataType></stateVariable>'
        for name, kind in _VARIABLES
    )
    + "</serviceStateTable></scpd>"
)


def _soap(action: str, body: str = "") -> bytes:
    return (
        '<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" '
        's:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>'
        f'<u:{action}Response xmlns:u="{WANIP}">{body}</u:{action}Response></s:Body></s:Envelope>'
    ).encode()


def _nft(*words: str) -> None:
    subprocess.run(["nft", *words], check=True, capture_output=True, timeout=10)


class Router(BaseHTTPRequestHandler):
    wan = ""

    def log_message(self, *args) -> None:  # quiet: the test reads only "ready"
        pass

    def _send(self, body: bytes, kind: str = "text/xml") -> None:
        self.send_response(200)
        self.send_header("Content-Type", f'{kind}; charset="utf-8"')
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        self._send((DESCRIPTION if self.path == "/desc.xml" else SCPD).encode())

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
        action = self.headers.get("SOAPAction", "").strip('"').rsplit("#", 1)[-1]
        said = dict(re.findall(r"<(New\w+)>([^<]*)</\1>", body))
        if action == "GetExternalIPAddress":
            self._send(_soap(action, f"<NewExternalIPAddress>{self.wan}</NewExternalIPAddress>"))
        elif action == "AddPortMapping":
            target = f"{said['NewInternalClient']}:{said['NewInternalPort']}"
            _nft("add", "rule", "ip", "nat", "pre", "tcp", "dport", said["NewExternalPort"], "dnat", "to", target)
            self._send(_soap(action))
        elif action == "DeletePortMapping":
            _nft("flush", "chain", "ip", "nat", "pre")
            self._send(_soap(action))
        else:
            self.send_error(500)


def _answer_searches(lan: str) -> None:
    listening = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listening.bind(("", SSDP[1]))
    group = struct.pack("4s4s", socket.inet_aton(SSDP[0]), socket.inet_aton(lan))
    listening.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, group)
    while True:
        data, sender = listening.recvfrom(2048)
        text = data.decode(errors="replace")
        if text.startswith("M-SEARCH") and (IGD in text or "ssdp:all" in text):
            answer = (
                "HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\nEXT:\r\n"
                f"LOCATION: http://{lan}:{HTTP_PORT}/desc.xml\r\nSERVER: Linux/6 UPnP/1.0 TestRouter/1\r\n"
                f"ST: {IGD}\r\nUSN: uuid:00000000-0000-0000-0000-000000000001::{IGD}\r\n\r\n"
            )
            listening.sendto(answer.encode(), sender)


def main(lan: str, wan: str) -> None:
    Router.wan = wan
    server = ThreadingHTTPServer((lan, HTTP_PORT), Router)
    threading.Thread(target=_answer_searches, args=(lan,), daemon=True).start()
    print("ready", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
