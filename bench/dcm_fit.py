"""Dirichlet-compound-multinomial naive Bayes against the multinomial model, on the SMS corpus.

One run, one stratified 80/20 split (``bayeslab.datasets.train_test_split``, seed 0;
vocabulary from the training part only), both models fitted on the same counts:

* ``fit_ms``: median fit time of ``DirichletMultinomialNB().fit`` (Minka's fixed point,
  both classes) and of ``MultinomialNB().fit`` (counting), interleaved; ``ratio`` = DCM / MNB;
* test accuracy, precision, recall and log-loss (nats) of each model (``MultinomialNB``
  with its default smoothing: alpha = beta = 1, posterior mean);
* the fitted strengths alpha_0 per class, fixed-point iterations and convergence;
* burstiness of a few words: p(word again | word once) under the multinomial (plug-in
  theta = alpha / alpha_0) and under the DCM ((alpha_k + 1)/(alpha_0 + 1));
* ``--select``: 5-fold cross-validated log-loss on the training part for each
  ``min_alpha`` of a grid (how the default was chosen), then the test numbers for the
  same grid, printed as a sensitivity table (not used for any choice).

The corpus is ``../shared/data/sms_spam_collection.tsv`` next to the repository. Run from
the repository root::

    python -m bench.dcm_fit
    python -m bench.dcm_fit --select
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import warnings
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

import numpy as np  # noqa: E402

from bayeslab.datasets import evaluate_predictions, parse_sms_collection, train_test_split  # noqa: E402
from bayeslab.dirichlet import burstiness  # noqa: E402
from bayeslab.naive_bayes import MultinomialNB  # noqa: E402
from bayeslab.naive_bayes_dcm import DirichletMultinomialNB  # noqa: E402
from bayeslab.text import fit_transform  # noqa: E402

CORPUS = REPO_ROOT.parent / "shared" / "data" / "sms_spam_collection.tsv"
MIN_ALPHA_GRID = (1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 1e-1)
WORDS = ("free", "call", "txt", "win", "ok", "lol")


def seconds(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def evaluate(model, X, y) -> str:
    result = evaluate_predictions(y, model.predict(X), model.predict_log_proba(X))
    return (f"accuracy={result.accuracy:.4f} precision={result.precision:.4f} "
            f"recall={result.recall:.4f} log_loss={result.log_loss:.4f}")


def cross_validated_log_loss(X, y, min_alpha: float, n_folds: int = 5) -> float:
    """Mean held-out log-loss over stratified folds of the training part (seed 0)."""
    rng = np.random.default_rng(0)
    fold = np.empty(len(y), dtype=int)
    for label in np.unique(y):
        members = rng.permutation(np.flatnonzero(y == label))
        fold[members] = np.arange(members.size) % n_folds
    losses = []
    for k in range(n_folds):
        held, kept = fold == k, fold != k
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            model = DirichletMultinomialNB(min_alpha=min_alpha).fit(X[kept], y[kept])
        log_proba = model.predict_log_proba(X[held])
        truth = np.searchsorted(model.classes_, y[held])
        losses.append(-np.mean(log_proba[np.arange(truth.size), truth]))
    return float(np.mean(losses))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--select", action="store_true", help="cross-validate min_alpha on the training part")
    args = parser.parse_args()

    corpus = parse_sms_collection(args.corpus.read_bytes())
    texts = list(corpus.texts)
    y = np.array(corpus.labels)
    train, test = train_test_split(y, 0.2, np.random.default_rng(0))
    vocabulary, X_train = fit_transform([texts[i] for i in train])
    X_test = vocabulary.transform([texts[i] for i in test])
    y_train, y_test = y[train], y[test]
    print(f"n_train={len(train)} n_test={len(test)} n_features={vocabulary.n_features} "
          f"train_tokens={int(X_train.sum())} mean_tokens_per_message={X_train.sum() / len(train):.1f}")

    dcm_times, mnb_times = [], []
    for _ in range(max(1, args.repeats)):
        dcm_times.append(seconds(lambda: DirichletMultinomialNB().fit(X_train, y_train)))
        mnb_times.append(seconds(lambda: MultinomialNB().fit(X_train, y_train)))
    dcm_ms, mnb_ms = 1000 * statistics.median(dcm_times), 1000 * statistics.median(mnb_times)
    print(f"fit_ms dcm={dcm_ms:.1f} multinomial={mnb_ms:.2f} ratio={dcm_ms / mnb_ms:.0f} "
          f"repeats={len(dcm_times)}")

    dcm = DirichletMultinomialNB().fit(X_train, y_train)
    mnb = MultinomialNB().fit(X_train, y_train)
    print(f"model=MultinomialNB(alpha=1, beta=1, mean) {evaluate(mnb, X_test, y_test)}")
    print(f"model=DirichletMultinomialNB(min_alpha={dcm.min_alpha:g}) {evaluate(dcm, X_test, y_test)}")
    for c, label in enumerate(dcm.classes_):
        at_floor = int(np.sum(dcm.feature_alpha_[c] <= dcm.min_alpha))
        print(f"class={label} alpha_0={dcm.concentration_[c]:.1f} n_iter={dcm.n_iter_[c]} "
              f"converged={dcm.converged_[c]} words_at_min_alpha={at_floor}")

    word_ids = {word: int(vocabulary.transform([word]).indices[0]) for word in WORDS
                if vocabulary.transform([word]).nnz}
    for c, label in enumerate(dcm.classes_):
        result = burstiness(dcm.dirichlets_[c])
        parts = [f"{word}:{result.repeat_multinomial[j]:.4f}->{result.repeat_dcm[j]:.4f}"
                 for word, j in word_ids.items()]
        print(f"burstiness class={label} p(again|once) multinomial->dcm " + " ".join(parts))

    if args.select:
        scores = {m: cross_validated_log_loss(X_train, y_train, m) for m in MIN_ALPHA_GRID}
        best = min(scores, key=scores.get)
        print("cv_log_loss (5-fold, training part) " + " ".join(f"{m:g}:{s:.4f}" for m, s in scores.items())
              + f" selected={best:g}")
        for m in MIN_ALPHA_GRID:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)
                model = DirichletMultinomialNB(min_alpha=m).fit(X_train, y_train)
            print(f"sensitivity min_alpha={m:g} {evaluate(model, X_test, y_test)} "
                  f"alpha_0={'/'.join(f'{s:.0f}' for s in model.concentration_)} "
                  f"converged={'/'.join(str(bool(ok)) for ok in model.converged_)}")


if __name__ == "__main__":
    main()
