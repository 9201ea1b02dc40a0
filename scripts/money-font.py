"""Makes the money font: public/fonts/balaca-money-{400,700}.woff2.

The manat sign (U+20BC) is missing from many systems' fonts, which then show an empty box
after every price. These files hold just that sign, the digits and the characters Intl puts
between them (comma, period, space, no-break spaces), cut from Noto Sans (SIL Open Font
License 1.1, see public/fonts/OFL.txt) and renamed "Balaca Money". app/styles/app.css
declares them with a matching unicode-range, so a browser fetches one only for a page that
shows a price and only when no earlier font in the stack has the sign.

Run with Debian's Python and fonttools (the app's Node needs none of this):
    apt-get install -y python3-fonttools python3-brotli fonts-noto-core
    /usr/bin/python3 scripts/money-font.py
"""

from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

SOURCE = "/usr/share/fonts/truetype/noto/NotoSans-{style}.ttf"
WEIGHTS = {400: "Regular", 700: "Bold"}
# Keep in step with the unicode-range of the @font-face rules in app/styles/app.css.
UNICODES = [0x20BC, *range(0x30, 0x3A), 0x2C, 0x2E, 0x20, 0xA0, 0x202F]
FAMILY = "Balaca Money"
OUT = Path(__file__).resolve().parent.parent / "public" / "fonts"


def make(weight: int, style: str) -> Path:
    font = TTFont(SOURCE.format(style=style))
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.notdef_outline = False
    options.drop_tables += ["GDEF", "GPOS", "GSUB", "gasp"]
    # The copyright (0) and the licence's address (14) stay in the file, the licence's text
    # in OFL.txt beside it; the names are ours, since a cut-down font is a modified version.
    options.name_IDs = [0, 1, 2, 4, 6, 14]
    options.name_languages = [0x409]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    names = font["name"]
    for record in list(names.names):
        if record.platformID != 3:
            names.removeNames(platformID=record.platformID)
    names.setName(FAMILY, 1, 3, 1, 0x409)
    names.setName(style, 2, 3, 1, 0x409)
    names.setName(f"{FAMILY} {style}", 4, 3, 1, 0x409)
    names.setName(f"BalacaMoney-{style}", 6, 3, 1, 0x409)
    target = OUT / f"balaca-money-{weight}.woff2"
    font.flavor = "woff2"
    font.save(target)
    return target


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for weight, style in WEIGHTS.items():
        path = make(weight, style)
        print(f"{path.relative_to(OUT.parent.parent)}: {path.stat().st_size} bytes")
