"""ui.server: Nagle's algorithm off on the server's sockets (see the module's docstring)."""

from __future__ import annotations

import socket
import sys

import pytest

from ui.server import enable_tcp_nodelay

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/fd (Linux)")


def _nodelay(sock: socket.socket) -> int:
    return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)


@pytest.fixture
def listener():
    """A listening socket made as Streamlit makes its own: protocol number left at 0."""
    sock = socket.socket(family=socket.AF_INET)
    sock.bind(("127.0.0.1", 0))
    sock.listen(4)
    yield sock
    sock.close()


def _accept_one(listener: socket.socket) -> tuple[socket.socket, socket.socket]:
    client = socket.create_connection(listener.getsockname())
    accepted, _ = listener.accept()
    return client, accepted


def test_a_socket_made_like_streamlits_accepts_connections_with_nagle_on(listener):
    # The premise of the fix: without it, accepted sockets keep Nagle on.
    client, accepted = _accept_one(listener)
    with client, accepted:
        assert listener.proto == 0
        assert _nodelay(accepted) == 0


def test_later_connections_inherit_nodelay_from_the_listener(listener):
    assert enable_tcp_nodelay() >= 1
    assert _nodelay(listener) != 0
    client, accepted = _accept_one(listener)
    with client, accepted:
        assert _nodelay(accepted) != 0


def test_connections_already_open_are_set_too(listener):
    client, accepted = _accept_one(listener)
    with client, accepted:
        assert _nodelay(accepted) == 0
        enable_tcp_nodelay()
        assert _nodelay(accepted) != 0


def test_only_tcp_sockets_are_counted_and_the_others_still_work():
    left, right = socket.socketpair()  # Unix sockets
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp, left, right:
        udp.bind(("127.0.0.1", 0))
        before = enable_tcp_nodelay()  # no error on UDP or Unix sockets
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as tcp:
            assert enable_tcp_nodelay() == before + 1
            assert _nodelay(tcp) != 0
        # The call works on duplicates: the sockets it skipped (and their descriptors) still carry data.
        udp.settimeout(2)
        udp.sendto(b"ping", udp.getsockname())
        assert udp.recvfrom(16)[0] == b"ping"
        left.sendall(b"pong")
        assert right.recv(16) == b"pong"
