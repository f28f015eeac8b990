"""Naive Bayes benchmark on the SMS Spam Collection (5,574 messages).

Measured in one run on the same machine, median of ``--repeats`` (>= 7) runs each:

* ``nb_fit_ms``: ours, tokenize + count + fit
  (``bayeslab.text.fit_transform`` + ``bayeslab.naive_bayes.MultinomialNB().fit``);
* ``sklearn_ms``: scikit-learn ``CountVectorizer().fit_transform`` + ``MultinomialNB().fit``;
* ``ratio`` = nb_fit_ms / sklearn_ms (target <= 1.0); ``paired_ratio``: median
  of the ratios of back-to-back pairs (steadier on a busy machine);
* ``with_pseudocounts_ms``: re-smoothing a fitted model from its stored counts,
  the page's cost per pseudo-count slider change (target <= 1 ms), per model;
* test accuracy on a fixed 80/20 split (seed 0; vocabulary from the training
  part only) for both models at alpha = beta = 1, posterior mean; scikit-learn's
  pipeline on the same split for comparison.

The corpus is ``../shared/data/sms_spam_collection.tsv`` next to the repository
(label<TAB>text per line). Run from the repository root::

    python bench/nb_fit.py
    python bench/nb_fit.py --repeats 15
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

import numpy as np  # noqa: E402

from bayeslab.datasets import parse_sms_collection  # noqa: E402
from bayeslab.naive_bayes import BernoulliNB, MultinomialNB  # noqa: E402
from bayeslab.text import fit_transform  # noqa: E402

CORPUS = REPO_ROOT.parent / "shared" / "data" / "sms_spam_collection.tsv"




def median_ms(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    args = parser.parse_args()
    repeats = max(7, args.repeats)

    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.naive_bayes import MultinomialNB as SklearnMultinomialNB

    corpus = parse_sms_collection(args.corpus.read_bytes())
    texts = list(corpus.texts)
    y = np.array(corpus.labels)

    def ours() -> None:
        _, X = fit_transform(texts)
        MultinomialNB().fit(X, y)

    def sklearn() -> None:
        X = CountVectorizer().fit_transform(texts)
        SklearnMultinomialNB().fit(X, y)

    ours()
    sklearn()  # warm-up: imports, regex compilation, allocator
    # Interleave the two so machine noise hits both alike.
    ours_times, sklearn_times = [], []
    for _ in range(repeats):
        ours_times.append(median_ms(ours, 1))
        sklearn_times.append(median_ms(sklearn, 1))
    nb_ms, sk_ms = statistics.median(ours_times), statistics.median(sklearn_times)
    # Each pair ran back to back, so its ratio is least affected by drifting load.
    paired = statistics.median(a / b for a, b in zip(ours_times, sklearn_times))
    print(f"nb_fit_ms={nb_ms:.1f} sklearn_ms={sk_ms:.1f} ratio={nb_ms / sk_ms:.2f} "
          f"paired_ratio={paired:.2f} n_documents={len(texts)} repeats={repeats}")

    _, X = fit_transform(texts)
    for model_cls in (MultinomialNB, BernoulliNB):
        model = model_cls().fit(X, y)
        betas = iter(np.linspace(0.0, 5.0, 10_000))
        ms = min(median_ms(lambda: model.with_pseudocounts(alpha=1.0, beta=next(betas)), 50)
                 for _ in range(5))
        print(f"with_pseudocounts_ms={ms:.3f} model={model_cls.__name__} "
              f"n_features={X.shape[1]}")

    order = np.random.default_rng(0).permutation(len(texts))
    n_train = int(round(0.8 * len(texts)))
    train, test = order[:n_train], order[n_train:]
    vocabulary, X_train = fit_transform([texts[i] for i in train])
    X_test = vocabulary.transform([texts[i] for i in test])
    for model_cls in (BernoulliNB, MultinomialNB):
        model = model_cls(alpha=1.0, beta=1.0, estimate="mean").fit(X_train, y[train])
        accuracy = float(np.mean(model.predict(X_test) == y[test]))
        print(f"test_accuracy={accuracy:.4f} model={model_cls.__name__} beta=1 "
              f"n_train={len(train)} n_test={len(test)} n_features={vocabulary.n_features}")
    vectorizer = CountVectorizer()
    reference = SklearnMultinomialNB(alpha=1.0).fit(
        vectorizer.fit_transform([texts[i] for i in train]), y[train])
    sk_accuracy = float(np.mean(
        reference.predict(vectorizer.transform([texts[i] for i in test])) == y[test]))
    print(f"test_accuracy={sk_accuracy:.4f} model=sklearn CountVectorizer+MultinomialNB "
          f"alpha=1 n_features={len(vectorizer.vocabulary_)}")


if __name__ == "__main__":
    main()
