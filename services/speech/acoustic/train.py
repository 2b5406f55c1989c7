"""The scorer's phone network (issue 21, part 6): trained, measured and exported.

A small convolutional network over 40 log-mel bands (10 ms frames, as
pocketsphinx's) learns, from speechocean762's train split, which of the 39
CMUdict phones or silence each frame is. Its labels are pocketsphinx's forced
alignment of the canonical text, kept only on phones all experts scored 2
(correct), so it learns what accepted non-native phones sound like. The
learners are Mandarin speakers, so it also learns what Brazilian substitutions
sound like from festival's diphone voices reading every train text with them
(calibration/brazilian-readings.ts), every frame labelled with the phone
festival said; each such reading takes the fold of the clip whose text it
reads, and the tests' festival voice (slt) is never among them. Trained
once per speaker-grouped fold (the calibration's folds), every figure below is
measured on speakers the network never heard:

* phone r: Pearson r of each phone's GOP from the network (mean log posterior
  of the canonical phone minus the best other phone's) with the experts' 0..2;
* word AUC: poor words (experts' 0-6) against perfect ones (10), by their
  lowest phone GOP.

What the network's hearing of each Brazilian error is worth, and the festival
minimal pairs, are measured by the scorer that uses it (make calibrate, and
scoring/brazilian-errors.test.ts).

Then one more network, trained on every clip, is exported for the scorer
(--export, services/speech/acoustic/phone-network.onnx) with the fold networks
beside it in --work, which the calibration (make calibrate) runs on each clip
of the fold it never heard.

Run by `make acoustic-model`; needs Debian's python3-torch.
"""

import argparse
import json
import os
import re
import subprocess
import time

# As nearly the same arithmetic wherever make acoustic-model runs as these pins make it: PyTorch, oneDNN and numpy
# otherwise pick their kernels by the CPU's instruction set (AVX-512 sums in another order) and split sums by the number
# of threads. Set before they load. CPUs with and without AVX-512 then trained the same networks byte for byte, though
# one machine once did not (services/speech/README.md).
cpu_flags = open("/proc/cpuinfo").read()
if "avx2" not in cpu_flags:
    raise SystemExit("train.py needs an x86-64 CPU with AVX2: it pins its arithmetic to AVX2 so machines train as nearly the same networks as it can")
os.environ["ATEN_CPU_CAPABILITY"] = "avx2"
os.environ["DNNL_MAX_CPU_ISA"] = os.environ["ONEDNN_MAX_CPU_ISA"] = "AVX2"
# numpy warns of every feature listed that the CPU lacks, so a CPU without AVX-512 is left to have none to switch off.
if "avx512f" in cpu_flags:
    os.environ["NPY_DISABLE_CPU_FEATURES"] = "AVX512F AVX512CD AVX512_SKX AVX512_CLX AVX512_CNL AVX512_ICL"
os.environ["OPENBLAS_CORETYPE"], os.environ["OPENBLAS_NUM_THREADS"] = "Haswell", "1"
THREADS = 2

import numpy as np  # noqa: E402 (after the kernel choice above, which it reads when loaded)
import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

PHONES = "AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH SIL".split()
INDEX = {p: i for i, p in enumerate(PHONES)}


def mel_filters(bands=40, fft=512, rate=16000, low=130.0, high=6800.0):
    mel = lambda f: 2595 * np.log10(1 + f / 700.0)
    hz = lambda m: 700 * (10 ** (m / 2595.0) - 1)
    edges = hz(np.linspace(mel(low), mel(high), bands + 2))
    bins = np.fft.rfftfreq(fft, 1 / rate)
    return np.stack([np.maximum(0, np.minimum((bins - edges[i]) / (edges[i + 1] - edges[i]), (edges[i + 2] - bins) / (edges[i + 2] - edges[i + 1]))) for i in range(bands)])


FILTERS = mel_filters()
WINDOW = np.hamming(410)


# How far below its loudest frame each band is floored, in nats (39 dB).
FLOOR = 9.0
# The frames each band is normalised over: at least this far from the quietest frame's loudness to the loudest's.
LOUD = 0.3


def log_mel(samples):
    """pocketsphinx's framing (25.6 ms windows every 10 ms, pre-emphasis 0.97), each band floored FLOOR below its
    loudest frame and normalised by its mean over the loud frames (LOUD; acoustic/log-mel.ts says why)."""
    x = samples.astype(np.float32)
    x = np.append(x[0], x[1:] - 0.97 * x[:-1])
    frames = max(0, (len(x) - 410) // 160 + 1)
    if frames == 0:
        return np.zeros((0, 40), np.float32)
    windows = x[np.arange(410)[None, :] + 160 * np.arange(frames)[:, None]] * WINDOW
    bands = np.log((np.abs(np.fft.rfft(windows, 512)) ** 2) @ FILTERS.T + 1e-3)
    bands = np.maximum(bands, bands.max(0, keepdims=True) - FLOOR)
    loudness = bands.mean(1)
    loud = loudness >= loudness.min() + LOUD * (loudness.max() - loudness.min())
    return (bands - bands[loud].mean(0, keepdims=True)).astype(np.float32)


def read_audio(path):
    if path.endswith(".raw"):
        return np.fromfile(path, dtype=np.int16)
    raw = subprocess.run(["sox", path, "-t", "raw", "-r", "16000", "-e", "signed", "-b", "16", "-c", "1", "-"], capture_output=True, check=True).stdout
    return np.frombuffer(raw, dtype=np.int16)


class Network(nn.Module):
    def __init__(self, hidden=256):
        super().__init__()
        block = lambda i, o, k, d: [nn.Conv1d(i, o, k, padding=d * (k // 2), dilation=d), nn.ReLU(), nn.BatchNorm1d(o)]
        self.layers = nn.Sequential(*block(40, hidden, 5, 1), *block(hidden, hidden, 3, 2), *block(hidden, hidden, 3, 3), *block(hidden, hidden, 1, 1), nn.Conv1d(hidden, len(PHONES), 1))

    def forward(self, x):
        return self.layers(x.transpose(1, 2)).transpose(1, 2)


def load_clips(data, work):
    experts = {c["id"]: c for c in map(json.loads, open(f"{data}/scores.jsonl"))}
    speakers = sorted({c["speaker"] for c in experts.values()})
    fold_of = {s: i % 5 for i, s in enumerate(speakers)}
    features_file = f"{work}/train-log-mel.npz"
    if not os.path.exists(features_file):
        audio = lambda cid: next(p for p in (f"{data}/audio/{cid}.flac", f"{data}/audio/{cid}.wav") if os.path.exists(p))
        np.savez(features_file, **{cid: log_mel(read_audio(audio(cid))) for cid in experts})
    features = np.load(features_file)
    clips = brazilian_readings(work, {cid: fold_of[c["speaker"]] for cid, c in experts.items()})
    for row in map(json.loads, open(f"{work}/train-alignments.jsonl")):
        expert = experts[row["id"]]
        x = features[row["id"]]
        labels = np.full(len(x), INDEX["SIL"], dtype=np.int64)
        phones = []
        for p in row["phones"]:
            start, end = p["start"], min(p["end"], len(x) - 1)
            word = expert["words"][p["slot"]] if p["slot"] < len(expert["words"]) else None
            score = None
            if word and word.get("phones-accuracy") and p["position"] < len(word["phones"]) and re.sub(r"\d", "", word["phones"][p["position"]]) == p["phone"]:
                score = word["phones-accuracy"][p["position"]]
            labels[start : end + 1] = INDEX[p["phone"]] if score == 2 else -1
            phones.append(dict(phone=p["phone"], start=start, end=end, score=score, slot=p["slot"], word_accuracy=word["accuracy"] if word else None))
        clips.append(dict(id=row["id"], x=x, labels=labels, phones=phones, fold=fold_of[expert["speaker"]]))
    return clips


def brazilian_readings(work, fold_of_clip):
    """The synthetic readings, every frame labelled with the phone festival was saying at its centre."""
    rows = [json.loads(line) for line in open(f"{work}/brazilian-readings.jsonl")]
    features_file = f"{work}/brazilian-log-mel.npz"
    if not os.path.exists(features_file):
        np.savez(features_file, **{row["id"]: log_mel(read_audio(row["audioFile"])) for row in rows})
    features = np.load(features_file)
    readings = []
    for row in rows:
        x = features[row["id"]]
        ends = np.array([p["end"] for p in row["phones"]])
        said = np.searchsorted(ends, (160 * np.arange(len(x)) + 205) / 16000)
        phones = [INDEX.get(p["phone"], -1) for p in row["phones"]] + [INDEX["SIL"]]
        readings.append(dict(id=row["id"], x=x, labels=np.array(phones, dtype=np.int64)[said], phones=[], fold=fold_of_clip[row["id"]]))
    return readings


def batches(clips, size):
    """Clips of about one length together, the batches in a random order: random batches padded the training
    sequences' frames to 2.4 times their number, which the network computed on (and its batch norms counted)."""
    by_length = sorted(range(len(clips)), key=lambda k: len(clips[k]["x"]))
    chunks = [by_length[i : i + size] for i in range(0, len(by_length), size)]
    for chunk in np.random.permutation(len(chunks)):
        batch = [clips[k] for k in chunks[chunk]]
        frames = max(len(c["x"]) for c in batch)
        x = np.zeros((len(batch), frames, 40), np.float32)
        y = np.full((len(batch), frames), -1, np.int64)
        for k, c in enumerate(batch):
            x[k, : len(c["x"])], y[k, : len(c["labels"])] = c["x"], c["labels"]
        yield torch.from_numpy(x), torch.from_numpy(y)


def train_network(clips, held_out, epochs, path):
    """Trains on every clip outside fold `held_out` (on all of them when it is None) and saves the weights to `path`."""
    seed = 5 if held_out is None else held_out
    torch.manual_seed(seed)
    np.random.seed(seed)
    train = [c for c in clips if c["fold"] != held_out]
    net = Network()
    optimiser = torch.optim.Adam(net.parameters(), 1e-3)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, 2e-3, total_steps=epochs * ((len(train) + 15) // 16))
    loss_of = nn.CrossEntropyLoss(ignore_index=-1)
    started = time.monotonic()
    for epoch in range(epochs):
        net.train()
        for x, y in batches(train, 16):
            loss = loss_of(net(x).reshape(-1, len(PHONES)), y.reshape(-1))
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
        print(f"{path}: epoch {epoch}, loss {loss.item():.3f}, {time.monotonic() - started:.0f} s", flush=True)
    torch.save(net.state_dict(), path)


def load_network(clips, held_out, epochs, path):
    if not os.path.exists(path):
        train_network(clips, held_out, epochs, path)
    net = Network()
    net.load_state_dict(torch.load(path))
    return net.eval()


class LogPosteriors(nn.Module):
    """What the scorer runs (acoustic/phone-network.ts): log-mel frames in, log posteriors out."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, log_mel):
        return torch.log_softmax(self.net(log_mel), -1)


def export(net, path):
    frames = {1: "frames"}
    torch.onnx.export(LogPosteriors(net.eval()), torch.zeros(1, 100, 40), path, input_names=["log_mel"], output_names=["log_posteriors"], dynamic_axes={"log_mel": frames, "log_posteriors": frames}, opset_version=13)


def log_posteriors(net, x):
    net.eval()
    with torch.no_grad():
        return torch.log_softmax(net(torch.from_numpy(x)[None]), -1)[0].numpy()


def gop(frames, phone):
    k = INDEX[phone]
    return frames[:, k].mean() - np.delete(frames, k, axis=1).mean(0).max()


def auc(positive, negative):
    values = np.concatenate([positive, negative])
    ranks = values.argsort().argsort() + 1
    return (ranks[: len(positive)].sum() - len(positive) * (len(positive) + 1) / 2) / (len(positive) * len(negative))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--export", help="where to write the network trained on every clip, as ONNX")
    args = parser.parse_args()
    torch.set_num_threads(THREADS)
    torch.use_deterministic_algorithms(True)
    clips = load_clips(args.data, args.work)
    networks = [load_network(clips, fold, args.epochs, f"{args.work}/network-fold{fold}.pt") for fold in range(5)]
    if args.export:
        for fold, net in enumerate(networks):
            export(net, f"{args.work}/network-fold{fold}.onnx")
        export(load_network(clips, None, args.epochs, f"{args.work}/network-all.pt"), args.export)
        print(f"wrote {args.export} and the fold networks as {args.work}/network-fold<k>.onnx", flush=True)
    phones = []
    for c in (c for c in clips if c["phones"]):
        frames = log_posteriors(networks[c["fold"]], c["x"])
        for p in c["phones"]:
            p["gop"] = gop(frames[p["start"] : max(p["start"], p["end"]) + 1], p["phone"])
            p["clip"] = c["id"]
            phones.append(p)
    scored = [p for p in phones if p["score"] is not None]
    print(f"phone r, GOP against the experts' 0..2: {np.corrcoef([p['gop'] for p in scored], [p['score'] for p in scored])[0, 1]:.3f} ({len(scored)} phones)")
    words = {}
    for p in phones:
        words.setdefault((p["clip"], p["slot"]), []).append(p)
    poor = [min(p["gop"] for p in w) for w in words.values() if w[0]["word_accuracy"] is not None and w[0]["word_accuracy"] <= 6]
    perfect = [min(p["gop"] for p in w) for w in words.values() if w[0]["word_accuracy"] == 10]
    print(f"word AUC, poor (0-6) against perfect by the lowest phone GOP: {1 - auc(poor, perfect):.3f} ({len(poor)} poor, {len(perfect)} perfect)")


if __name__ == "__main__":
    main()
