"""Process-level tuning of the Streamlit server BayesLab runs in (called once, at warm-up).

Streamlit 1.67 serves over uvicorn with a listening socket it creates itself, and that
socket leaves the protocol number at 0. asyncio only switches off Nagle's algorithm
(``TCP_NODELAY``) on accepted sockets whose protocol reads ``IPPROTO_TCP``, so every
websocket to a student keeps Nagle on (the same cause is reported for uvicorn's own
pre-bound sockets: uvicorn issue #3149). A rerun sends a burst of small messages;
Nagle holds each one back until the browser acknowledges the last, and the browser's
operating system delays that acknowledgement by up to 40 ms. Measured here with one
student (``bench/load.py``'s client, Linux): 48 ms from a slider release to the end of
the run before, 17 ms after; an empty one-widget page 44 ms -> 6 ms.

Linux copies socket options from a listening socket to the sockets it accepts, so
setting ``TCP_NODELAY`` on the listener once covers every later student; the
connections already open get it too.
"""

from __future__ import annotations

import os
import socket

__all__ = ["enable_tcp_nodelay"]

_FD_DIR = "/proc/self/fd"


def _tcp_sockets_of_this_process() -> list[int]:
    """File descriptors of this process that are sockets (Linux; empty elsewhere)."""
    try:
        names = os.listdir(_FD_DIR)
    except OSError:
        return []
    fds = []
    for name in names:
        try:
            if os.readlink(os.path.join(_FD_DIR, name)).startswith("socket:"):
                fds.append(int(name))
        except (OSError, ValueError):
            continue  # closed meanwhile, or not a descriptor
    return fds


def enable_tcp_nodelay() -> int:
    """Switch Nagle's algorithm off on every TCP socket this process has open.

    Returns
    -------
    int
        How many TCP sockets were set (listening and connected). 0 where
        ``/proc/self/fd`` does not exist (not Linux): nothing is changed there.

    Notes
    -----
    Each descriptor is duplicated, the option set through the duplicate (it is the
    same socket) and the duplicate closed; the server's own socket objects are not
    touched. Sockets that are not TCP (Unix sockets, UDP) are left alone.
    """
    n_set = 0
    for fd in _tcp_sockets_of_this_process():
        try:
            sock = socket.socket(fileno=os.dup(fd))
        except OSError:
            continue
        with sock:
            if sock.family not in (socket.AF_INET, socket.AF_INET6) or sock.type != socket.SOCK_STREAM:
                continue
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:
                continue
            n_set += 1
    return n_set
