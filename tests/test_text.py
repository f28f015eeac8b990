"""Tests for bayeslab.text: tokenizer rule, vocabulary, count matrix."""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections import Counter

import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from bayeslab.datasets import parse_sms_collection
from bayeslab.text import (
    INVISIBLE_PATTERN,
    TOKEN_PATTERN,
    Vocabulary,
    fit_transform,
    normalize,
    tokenize,
)

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


# ---------------------------------------------------------------- normalization


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        # Issue 11: a zero-width space inside a word split it ("fr", "ee") before.
        ("fr\u200bee gift", ["free", "gift"]),
        ("w\u200di\u200cn \ufeffcash", ["win", "cash"]),  # joiners, byte-order mark
        ("cl\u00adaim", ["claim"]),  # soft hyphen
        ("fr\u0007ee \u202eprize", ["free", "prize"]),  # a control character, a bidi override
        ("ＦＲＥＥ ＧＩＦＴ", ["free", "gift"]),  # full-width letters
        ("\ufb01nal o\ufb00er", ["final", "offer"]),  # ligatures
        ("cafe\u0301 café", ["café", "café"]),  # combining accent = precomposed letter
        ("caf\u200be\u0301", ["café"]),  # the mark still joins across a deleted invisible
    ],
)
def test_tokenize_normalizes_before_splitting(text, tokens):
    assert tokenize(text) == tokens


def test_invisible_pattern_is_every_format_and_non_whitespace_control_character():
    # Oracle: Python's Unicode database (its version is the one the pattern was written for).
    assert unicodedata.unidata_version == "14.0.0"
    pattern = re.compile(INVISIBLE_PATTERN)
    expected = {cp for cp in range(0x110000) if unicodedata.category(chr(cp)) in ("Cf", "Cc")}
    expected -= {0x00, 0x09, 0x0A, 0x0B, 0x0C, 0x0D}  # NUL (the separator) and whitespace stay
    matched = {cp for cp in range(0x110000) if pattern.fullmatch(chr(cp))}
    assert matched == expected


def test_corpus_counts_are_normalized_like_single_messages():
    vocab, X = fit_transform(["fr\u200bee ＣＡＳＨ", "free cash"])
    assert vocab.terms == ("cash", "free")
    np.testing.assert_array_equal(X.toarray(), [[1, 1], [1, 1]])
    np.testing.assert_array_equal(vocab.transform(["f\u00adree"]).toarray(), [[0, 1]])


def test_normalize_rejects_non_str():
    with pytest.raises(ValueError, match="`text` must be a str; got int"):
        normalize(3)


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


def test_vocabulary_validates_n_seen():
    assert Vocabulary(("a", "b")).n_seen == 2 and not Vocabulary(("a", "b")).is_capped
    assert Vocabulary(("a", "b"), n_seen=5).is_capped
    with pytest.raises(ValueError, match="`n_seen` must be an integer >= 2; got 1"):
        Vocabulary(("a", "b"), n_seen=1)


# ---------------------------------------------------------------- a vocabulary cap


def test_max_features_keeps_the_most_frequent_terms_by_hand():
    # Occurrences: win 3, cash 2, at 1, lunch 1, zoo 1 -> keep win, cash and the first
    # of the tied ones in sorted order (at).
    vocab, X = fit_transform(["win win cash zoo", "cash at lunch win"], max_features=3)
    assert vocab.terms == ("at", "cash", "win") and vocab.n_seen == 5 and vocab.is_capped
    np.testing.assert_array_equal(X.toarray(), [[0, 1, 2], [1, 1, 1]])
    assert (vocab.transform(["win win cash zoo", "cash at lunch win"]) != X).nnz == 0
    uncapped, _ = fit_transform(["a b"], max_features=10)
    assert uncapped.terms == ("a", "b") and not uncapped.is_capped


def test_max_features_matches_sklearn_countvectorizer(sms_texts):
    # scikit-learn ranks terms by total count (its order among equal counts is not
    # stable), so compare at caps where the last kept term outnumbers the first dropped.
    from sklearn.feature_extraction.text import CountVectorizer

    counts = sorted(Counter(t for text in sms_texts[:600] for t in tokenize(text)).values(), reverse=True)
    caps = [cap for cap in (1, 5, 20, 50, 100, 200) if counts[cap - 1] > counts[cap]]
    assert len(caps) >= 3
    for cap in caps:
        vectorizer = CountVectorizer(tokenizer=tokenize, lowercase=False, token_pattern=None,
                                     max_features=cap)
        expected = vectorizer.fit_transform(sms_texts[:600])
        vocab, X = fit_transform(sms_texts[:600], max_features=cap)
        assert list(vocab.terms) == list(vectorizer.get_feature_names_out())
        assert (X != expected).nnz == 0
        assert vocab.n_seen == fit_transform(sms_texts[:600])[0].n_features


@pytest.mark.parametrize("cap", [0, -1, 2.5, "10"])
def test_max_features_must_be_a_positive_integer(cap):
    with pytest.raises(ValueError, match="`max_features` must be an integer >= 1"):
        fit_transform(["a"], max_features=cap)


# ---------------------------------------------------------------- reading one message


def test_read_gives_tokens_spans_ids_and_counts_once():
    vocab = Vocabulary.from_documents(["free gift card", "see you at lunch"])
    reading = vocab.read("FREE pizza, fr\u200bee lunch!")
    assert reading.text == "free pizza, free lunch!"
    assert reading.tokens == ("free", "pizza", "free", "lunch")
    assert [reading.text[a:b] for a, b in reading.spans] == list(reading.tokens)
    np.testing.assert_array_equal(reading.ids, [2, -1, 2, 4])
    np.testing.assert_array_equal(reading.order, [2, 4])
    assert reading.unknown == ("pizza",)
    np.testing.assert_array_equal(reading.counts.toarray(), [[0, 0, 2, 0, 1, 0, 0]])
    empty = vocab.read("?!")
    assert empty.tokens == () and empty.order.size == 0 and empty.counts.nnz == 0

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
    alphabet=st.sampled_from(list("abcAB z19$£.,'’_\x00\n-é😀İΣς\u200b\u0301\ufb01Ｆ\u00ad\x07")),
    max_size=40,
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


@settings(max_examples=80, deadline=None)
@given(st.lists(texts, min_size=1, max_size=5), texts)
def test_read_agrees_with_tokenize_transform_and_out_of_vocabulary(train, message):
    vocab = Vocabulary.from_documents(train)
    reading = vocab.read(message)
    assert list(reading.tokens) == tokenize(message)
    assert [reading.text[a:b] for a, b in reading.spans] == list(reading.tokens)
    assert (reading.counts != vocab.transform([message])).nnz == 0
    assert reading.unknown == vocab.out_of_vocabulary(message)
    np.testing.assert_array_equal(reading.ids, vocab.ids(reading.tokens))


@settings(max_examples=80, deadline=None)
@given(texts)
def test_normalize_is_idempotent_and_leaves_nothing_invisible(text):
    once = normalize(text)
    assert normalize(once) == once
    assert not re.search(INVISIBLE_PATTERN, once)
