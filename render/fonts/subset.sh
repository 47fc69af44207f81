#!/usr/bin/env bash
# Makes the fallback fonts bundled in render/src/main/resources/dev/tzaar/render/font/fallback
# from Debian bookworm's font packages: the renderer draws with them what Inter cannot (names in
# other scripts, emoji, combining marks). Needs fontTools (Debian bookworm: python3-fonttools 4.38.0-1).
#   apt-get download fonts-noto-core fonts-droid-fallback fonts-nanum fonts-symbola
#   for d in *.deb; do dpkg-deb -x "$d" x; done
#   render/fonts/subset.sh x
set -euo pipefail
src="${1:?usage: subset.sh DIR-WHERE-THE-DEBS-ARE-UNPACKED}/usr/share/fonts/truetype"
out="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/src/main/resources/dev/tzaar/render/font/fallback"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3

# The common Han characters: GB2312 level 1 (3755 simplified), Big5 level 1 (5401 traditional),
# JIS X 0208 level 1 (2965 kanji); every Hangul syllable of KS X 1001 (2350). A rarer character
# is left out of the picture (the alt text keeps it).
$py - "$tmp" <<'PY'
import sys
def chars(codec, firsts, seconds):
    out = set()
    for a in firsts:
        for b in seconds:
            try:
                out.update(bytes([a, b]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out
han = chars('gb2312', range(0xB0, 0xD8), range(0xA1, 0xFF)) \
    | chars('big5', range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))) \
    | chars('euc_jp', range(0xB0, 0xD0), range(0xA1, 0xFF))
hangul = chars('euc_kr', range(0xB0, 0xC9), range(0xA1, 0xFF))
for name, cs in (('han', han), ('hangul', hangul)):
    cs = sorted(c for c in cs if ord(c) > 0x2000)
    open(f'{sys.argv[1]}/{name}.txt', 'w').write(''.join(cs))
PY

common=(--layout-features='*' --no-hinting --desubroutinize --notdef-outline
        --name-IDs='*' --name-languages='*' --drop-tables+=DSIG)
# Marks and Latin letters Inter lacks (Ǻ, a letter with a stack of combining marks).
$py -m fontTools.subset "$src/noto/NotoSans-Bold.ttf" "${common[@]}" --output-file="$out/NotoSans-Bold.ttf" \
  --unicodes='U+0000-024F,U+0250-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1AB0-1AFF,U+1DC0-1DFF,U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+20D0-20FF,U+25CC'
$py -m fontTools.subset "$src/noto/NotoSansArabic-Bold.ttf" "${common[@]}" --output-file="$out/NotoSansArabic-Bold.ttf" \
  --unicodes='U+0600-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFF,U+200C-200F,U+25CC'
$py -m fontTools.subset "$src/noto/NotoSansHebrew-Bold.ttf" "${common[@]}" --output-file="$out/NotoSansHebrew-Bold.ttf" \
  --unicodes='U+0590-05FF,U+FB1D-FB4F,U+200C-200F,U+25CC'
$py -m fontTools.subset "$src/noto/NotoSansDevanagari-Bold.ttf" "${common[@]}" --output-file="$out/NotoSansDevanagari-Bold.ttf" \
  --unicodes='U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF,U+200C-200D,U+25CC'
$py -m fontTools.subset "$src/droid/DroidSansFallbackFull.ttf" "${common[@]}" --output-file="$out/DroidSansFallback-Han.ttf" \
  --text-file="$tmp/han.txt" --unicodes='U+3000-303F,U+3040-30FF,U+31F0-31FF,U+FF00-FFEF'
$py -m fontTools.subset "$src/nanum/NanumSquareB.ttf" "${common[@]}" --output-file="$tmp/hangul.ttf" \
  --text-file="$tmp/hangul.txt" --unicodes='U+1100-11FF,U+3130-318F'
# The OFL reserves the name Nanum: a modified (subset) copy must be renamed.
$py - "$tmp/hangul.ttf" "$out/TzaarHangul-Bold.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
for record in font['name'].names:
    if record.nameID in (1, 3, 4, 6, 16, 17):
        text = {1: 'Tzaar Hangul', 3: 'TzaarHangul-Bold', 4: 'Tzaar Hangul Bold',
                6: 'TzaarHangul-Bold', 16: 'Tzaar Hangul', 17: 'Bold'}[record.nameID]
        record.string = text
font.save(sys.argv[2])
PY
$py -m fontTools.subset "$src/ancient-scripts/Symbola_hint.ttf" "${common[@]}" --output-file="$out/Symbola-Emoji.ttf" \
  --unicodes='U+2190-21FF,U+2300-23FF,U+2460-24FF,U+25A0-27BF,U+2900-297F,U+2B00-2BFF,U+1F000-1F2FF,U+1F300-1F6FF,U+1F900-1F9FF,U+FE0F,U+200D'
ls -l "$out"
