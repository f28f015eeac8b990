"""Tests for bayeslab.text: tokenizer rule, vocabulary, count matrix."""

from __future__ import annotations

import dataclasses
from collections import Counter

import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from bayeslab.datasets import parse_sms_collection
from bayeslab.text import TOKEN_PATTERN, Vocabulary, fit_transform, tokenize

# numpy reports 0 * log 0, 0/0 and inf - inf as RuntimeWarning: none may leak.
pytestmark = pytest.mark.filterwarnings("error::RuntimeWarning")




@pytest.fixture(scope="module")
def sms_texts(sms_corpus_path):
    return list(parse_sms_collection(sms_corpus_path.read_bytes()).texts)


# ---------------------------------------------------------------- tokenizer


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        # The seed lecture's spam example (004): the amount stays one token.
        (
            "You are one of the very few who have been selected as a winners for the free "
            "$1000 Gift Card.",
            ["you", "are", "one", "of", "the", "very", "few", "who", "have", "been",
             "selected", "as", "a", "winners", "for", "the", "free", "$1000", "gift", "card"],
        ),
        (
            "£1.50 per msg, £2,000 prize or €5",
            ["£1.50", "per", "msg", "£2,000", "prize", "or", "€5"],
        ),
        ("a lone $ sign, $ 5", ["a", "lone", "sign", "5"]),
        ("pay 1.50 or 2,000.", ["pay", "1.50", "or", "2,000"]),
        ("Ok... lar", ["ok", "lar"]),
        ("DON'T I’m can't'", ["don't", "i’m", "can't"]),
        ("snake_case word", ["snake", "case", "word"]),
        ("Olá, você está? ÇA", ["olá", "você", "está", "ça"]),
        ("21st May 2005 08452810075over18's", ["21st", "may", "2005", "08452810075over18's"]),
        ("u r 4 me :-) 😀", ["u", "r", "4", "me"]),
        ("", []),
        ("   \n\t!!", []),
    ],
)
def test_tokenize_rule(text, tokens):
    assert tokenize(text) == tokens


def test_tokenize_rejects_non_str():
    with pytest.raises(ValueError, match="`text` must be a str; got bytes"):
        tokenize(b"free cash")


def test_token_pattern_is_documented_in_tokenize():
    # The docstring states the rule; keep the two in sync.
    doc = tokenize.__doc__.replace(" ", "")
    for alternative in TOKEN_PATTERN.split("|"):
        assert alternative in doc


# ---------------------------------------------------------------- vocabulary


def test_fit_transform_small_corpus_by_hand():
    vocab, X = fit_transform(["Win win CASH", "cash at lunch", ""])
    assert vocab.terms == ("at", "cash", "lunch", "win")
    assert vocab.index == {"at": 0, "cash": 1, "lunch": 2, "win": 3}
    assert sp.isspmatrix_csr(X) and X.dtype == np.float64 and X.shape == (3, 4)
    np.testing.assert_array_equal(X.toarray(), [[0, 1, 0, 2], [1, 1, 1, 0], [0, 0, 0, 0]])
    assert X.has_canonical_format


def test_fit_transform_matches_counter_on_sms_corpus(sms_texts):
    vocab, X = fit_transform(sms_texts)
    assert X.shape == (len(sms_texts), len(vocab)) == (5574, vocab.n_features)
    assert list(vocab.terms) == sorted(set().union(*(tokenize(t) for t in sms_texts)))
    rng = np.random.default_rng(0)
    for i in rng.choice(len(sms_texts), size=300, replace=False):
        expected = Counter(tokenize(sms_texts[i]))
        row = X.getrow(i)
        got = {vocab.terms[j]: v for j, v in zip(row.indices, row.data)}
        assert got == expected


def test_fit_transform_equals_sklearn_countvectorizer_with_our_tokenizer(sms_texts):
    # scikit-learn as an independent oracle for counting and sorted vocabulary.
    from sklearn.feature_extraction.text import CountVectorizer

    vectorizer = CountVectorizer(tokenizer=tokenize, lowercase=False, token_pattern=None)
    expected = vectorizer.fit_transform(sms_texts)
    vocab, X = fit_transform(sms_texts)
    assert list(vocab.terms) == list(vectorizer.get_feature_names_out())
    assert (X != expected).nnz == 0


def test_transform_equals_fit_transform_on_training_documents(sms_texts):
    vocab, X = fit_transform(sms_texts[:2000])
    assert (vocab.transform(sms_texts[:2000]) != X).nnz == 0
    assert Vocabulary.from_documents(sms_texts[:2000]) == vocab


def test_transform_drops_unknown_words_and_reports_them():
    vocab = Vocabulary.from_documents(["free gift card", "see you at lunch"])
    X = vocab.transform(["FREE pizza free", "nothing known"])
    np.testing.assert_array_equal(X.toarray()[0], [0, 0, 2, 0, 0, 0, 0])
    assert X[1].nnz == 0
    assert vocab.out_of_vocabulary("FREE pizza free, $1000 pizza") == ("pizza", "$1000")
    assert vocab.out_of_vocabulary("free lunch") == ()
    np.testing.assert_array_equal(vocab.ids(["lunch", "pizza", "at"]), [4, -1, 0])
    assert "lunch" in vocab and "pizza" not in vocab and len(vocab) == 7


def test_separator_character_inside_a_document_is_whitespace():
    vocab, X = fit_transform(["a\x00b", "c"])
    assert vocab.terms == ("a", "b", "c")
    np.testing.assert_array_equal(X.toarray(), [[1, 1, 0], [0, 0, 1]])
    np.testing.assert_array_equal(vocab.transform(["c\x00a a"]).toarray(), [[2, 0, 1]])


def test_empty_inputs():
    vocab, X = fit_transform([])
    assert vocab.terms == () and X.shape == (0, 0)
    vocab, X = fit_transform(["", "?!"])
    assert X.shape == (2, 0)
    assert Vocabulary(("a",)).transform([]).shape == (0, 1)


def test_vocabulary_is_frozen():
    vocab = Vocabulary(("a", "b"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        vocab.terms = ("c",)
    with pytest.raises(TypeError):
        vocab.index["c"] = 2
    assert hash(vocab) == hash(Vocabulary(("a", "b")))


@pytest.mark.parametrize(
    ("terms", "match"),
    [
        (("b", "a"), "strictly increasing"),
        (("a", "a"), "strictly increasing"),
        (("a", 1), "only str"),
    ],
)
def test_vocabulary_validates_terms(terms, match):
    with pytest.raises(ValueError, match=match):
        Vocabulary(terms)


@pytest.mark.parametrize("call", ["fit_transform", "transform", "from_documents"])
def test_documents_must_be_a_sequence_of_str(call):
    fn = {
        "fit_transform": fit_transform,
        "transform": Vocabulary(("a",)).transform,
        "from_documents": Vocabulary.from_documents,
    }[call]
    with pytest.raises(ValueError, match="not a single str"):
        fn("free cash")
    with pytest.raises(ValueError, match="only str; got int at position 1"):
        fn(["free", 3])


# ---------------------------------------------------------------- properties

texts = st.text(
    alphabet=st.sampled_from(list("abcAB z19$£.,'’_\x00\n-é😀İΣς")), max_size=40
)


@settings(max_examples=80, deadline=None)
@given(st.lists(texts, max_size=8))
def test_rows_count_tokenize_of_each_document(docs):
    vocab, X = fit_transform(docs)
    assert X.shape == (len(docs), len(vocab))
    for i, doc in enumerate(docs):
        expected = Counter(tokenize(doc.replace("\x00", " ")))
        row = X.getrow(i)
        assert {vocab.terms[j]: v for j, v in zip(row.indices, row.data)} == expected
    assert (vocab.transform(docs) != X).nnz == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(texts, min_size=1, max_size=5), texts)
def test_transform_counts_only_known_tokens(train, message):
    vocab = Vocabulary.from_documents(train)
    row = vocab.transform([message])
    tokens = tokenize(message)
    known = [t for t in tokens if t in vocab]
    assert row.sum() == len(known)
    assert set(vocab.out_of_vocabulary(message)) == {t for t in tokens if t not in vocab}
