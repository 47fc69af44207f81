#!/usr/bin/env python3
"""Makes the renderer's bundled fonts from Inter (SIL OFL 1.1, Debian package fonts-inter-variable).

Run once by hand when the character set or weights change; the output is committed under
src/main/resources/dev/tzaar/render/font/. Needs fontTools (Debian: python3-fonttools):

    apt-get download fonts-inter-variable && dpkg-deb -x fonts-inter-variable_*.deb inter
    /usr/bin/python3 render/fonts/make-font.py inter/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf

What it does, and why:
- fixes the variable font at two static weights (Medium 500, Bold 700): the renderer reads plain
  TrueType outlines and knows nothing of font variations;
- keeps only the characters players' names and our labels need (Latin, Greek, Cyrillic and a few
  symbols), without hinting (outlines are filled as shapes, never hinted): ~10x smaller;
- copies GPOS pair kerning into a legacy 'kern' table (format 0), the only kerning the renderer's
  small TrueType reader applies, so that "Turn", "To" or "AV" look set by a typographer.
"""
import sys
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.varLib import instancer
from fontTools import subset

UNICODES = (
    list(range(0x20, 0x7F))        # Basic Latin
    + list(range(0xA0, 0x180))     # Latin-1 Supplement, Latin Extended-A
    + list(range(0x370, 0x400))    # Greek
    + list(range(0x400, 0x460))    # Cyrillic
    + [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2190, 0x2191, 0x2192,
       0x2193, 0x2212, 0x2605, 0x25CF, 0x26A0, 0x2713]
)
# Kerning is copied for Basic Latin only: our own words and most names; the table stays small.
KERNED = list(range(0x20, 0x7F))


def pair_kerning(font, glyphs):
    """Every non-zero horizontal pair adjustment of the 'kern' feature among the given glyphs."""
    gpos = font['GPOS'].table
    lookups = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == 'kern':
            lookups.update(record.Feature.LookupListIndex)
    wanted = set(glyphs)
    pairs = {}
    for index in sorted(lookups):
        lookup = gpos.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:  # an extension wraps the real subtable
                if sub.ExtensionLookupType != 2:
                    continue
                sub = sub.ExtSubTable
            elif lookup.LookupType != 2:  # only pair adjustments
                continue
            coverage = sub.Coverage.glyphs
            if sub.Format == 1:
                for first, pair_set in zip(coverage, sub.PairSet):
                    if first not in wanted:
                        continue
                    for record in pair_set.PairValueRecord:
                        value = getattr(record.Value1, 'XAdvance', 0) if record.Value1 else 0
                        if record.SecondGlyph in wanted and value and (first, record.SecondGlyph) not in pairs:
                            pairs[(first, record.SecondGlyph)] = value
            elif sub.Format == 2:
                class1 = sub.ClassDef1.classDefs
                class2 = sub.ClassDef2.classDefs
                for first in coverage:
                    if first not in wanted:
                        continue
                    row = sub.Class1Record[class1.get(first, 0)]
                    for second in wanted:
                        record = row.Class2Record[class2.get(second, 0)]
                        value = getattr(record.Value1, 'XAdvance', 0) if record.Value1 else 0
                        if value and (first, second) not in pairs:
                            pairs[(first, second)] = value
    return pairs


def make(source, weight, target):
    font = TTFont(source)
    font = instancer.instantiateVariableFont(font, {'wght': weight})
    cmap = font.getBestCmap()
    kerned = sorted({cmap[c] for c in KERNED if c in cmap})
    pairs = pair_kerning(font, kerned)

    options = subset.Options()
    options.hinting = False
    options.layout_features = []
    options.drop_tables += ['GPOS', 'GSUB', 'GDEF', 'STAT', 'DSIG', 'HVAR', 'MVAR']
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)

    kept = set(font.getGlyphOrder())
    table = KernTable_format_0()
    table.version = 0
    table.coverage = 1
    table.kernTable = {pair: value for pair, value in pairs.items() if pair[0] in kept and pair[1] in kept}
    kern = newTable('kern')
    kern.version = 0
    kern.kernTables = [table]
    font['kern'] = kern
    font.save(target)
    print(target, len(font.getGlyphOrder()), 'glyphs,', len(table.kernTable), 'kerning pairs')


if __name__ == '__main__':
    out = 'render/src/main/resources/dev/tzaar/render/font/'
    make(sys.argv[1], 500, out + 'Inter-Medium.ttf')
    make(sys.argv[1], 700, out + 'Inter-Bold.ttf')
