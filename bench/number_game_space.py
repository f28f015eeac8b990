"""Cost of the number game's posterior + predictive on Tenenbaum's 5,084-hypothesis space.

Budget (issue 3): posterior + predictive on ``tenenbaum_space()`` ≤ 5 ms. The machine is
noisy and shared, so the script also times, in the same run, the same query on the
32-hypothesis MLaPP space and one bare NumPy operation of the same size (the
(5084,) @ (5084, 100) product at the heart of the predictive), and prints ratios.

Run from the repository root::

    python -m bench.number_game_space          # 200 repetitions per data set
    python -m bench.number_game_space -n 500

Prints ``tenenbaum_posterior_predictive_ms=<median> murphy_ms=<median>
numpy_matvec_ms=<median> ratio_vs_murphy=<x> ratio_vs_matvec=<x> budget_ms=5 within_budget=<bool>``
(the median over the example sets {16}, {16, 8, 2, 64}, {16, 23, 19, 20},
{60, 80, 10, 30} and a 20-example set), plus the one-pass ``infer`` (which also finds every
hypothesis tied for the MAP), the "why" panel's ``comparisons()`` on an inference already
made, and the build time (a new prior: the prior-independent part is built once).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from bayeslab.number_game import murphy_space, tenenbaum_space  # noqa: E402

BUDGET_MS = 5.0
DATA_SETS = (
    (16,),
    (16, 8, 2, 64),
    (16, 23, 19, 20),
    (60, 80, 10, 30),
    tuple(range(2, 42, 2)),
)


def _median_ms(func, repeat: int) -> float:
    """Median wall time of ``func()`` in milliseconds over ``repeat`` calls (after 5 warm-ups)."""
    for _ in range(5):
        func()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--repeat", type=int, default=200, help="timed calls per data set")
    args = parser.parse_args(argv)

    build_ms = _median_ms(lambda: tenenbaum_space(rule_weight=0.6, sigma=12.0), max(5, args.repeat // 20))
    tenenbaum = tenenbaum_space()
    murphy = murphy_space()
    rng = np.random.default_rng(0)
    weights = rng.dirichlet(np.ones(tenenbaum.n_hypotheses))
    members = tenenbaum.members.astype(float)

    both, one_pass, small, why = [], [], [], []
    for data in DATA_SETS:
        both.append(_median_ms(lambda: (tenenbaum.posterior(data), tenenbaum.predictive(data)), args.repeat))
        one_pass.append(_median_ms(lambda: tenenbaum.infer(data), args.repeat))
        small.append(_median_ms(lambda: (murphy.posterior(data), murphy.predictive(data)), args.repeat))
        result = tenenbaum.infer(data)
        why.append(_median_ms(result.comparisons, args.repeat))
    matvec = _median_ms(lambda: weights @ members, args.repeat)

    tenenbaum_ms = statistics.median(both)
    murphy_ms = statistics.median(small)
    print(
        f"tenenbaum_posterior_predictive_ms={tenenbaum_ms:.3f} murphy_ms={murphy_ms:.3f} "
        f"numpy_matvec_ms={matvec:.3f} ratio_vs_murphy={tenenbaum_ms / murphy_ms:.1f} "
        f"ratio_vs_matvec={tenenbaum_ms / matvec:.1f} budget_ms={BUDGET_MS:g} "
        f"within_budget={tenenbaum_ms <= BUDGET_MS}"
    )
    print(
        f"tenenbaum_infer_one_pass_ms={statistics.median(one_pass):.3f} "
        f"tenenbaum_comparisons_ms={statistics.median(why):.3f} "
        f"worst_data_set_ms={max(both):.3f} tenenbaum_build_ms={build_ms:.2f} "
        f"n_hypotheses={tenenbaum.n_hypotheses}"
    )


if __name__ == "__main__":
    main()
