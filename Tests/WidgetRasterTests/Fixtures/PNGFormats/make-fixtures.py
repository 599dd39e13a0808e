# Writes the same pixels in many PNG forms with pypng (dev-time; the files are committed).
import png, struct, zlib
W, H = 7, 5
def rgba(x, y):
    a = [255, 255, 128, 0, 64, 255, 1][x]
    if a == 0: return (0, 0, 0, 0)
    return ((x * 37 + y * 11) % 256, (y * 53 + 7) % 256, (x * y * 29 + 200) % 256, a)
def grey(x, y): return [0, 85, 170, 255][(x + 2 * y) % 4]
rows8 = [[c for x in range(W) for c in rgba(x, y)] for y in range(H)]
def write(name, rows, extra_chunks=(), **kw):
    with open(name, 'wb') as f:
        png.Writer(W, H, **kw).write(f, rows)
    if extra_chunks:
        chunks = list(png.Reader(filename=name).chunks())
        out = chunks[:1] + list(extra_chunks) + chunks[1:]
        with open(name, 'wb') as f: png.write_chunks(f, out)
write('rgba8.png', rows8, greyscale=False, alpha=True, bitdepth=8)
write('rgba8-interlaced.png', rows8, greyscale=False, alpha=True, bitdepth=8, interlace=True)
rows16 = [[v * 257 for v in r] for r in rows8]
write('rgba16.png', rows16, greyscale=False, alpha=True, bitdepth=16)
write('rgba16-interlaced.png', rows16, greyscale=False, alpha=True, bitdepth=16, interlace=True)
# 16-bit values off the ×257 grid that still round to the same 8-bit value: ⌊v·255/65535 + ½⌋.
def off(v, i):
    d = [-128, -60, 0, 77, 128][i % 5]
    return min(65535, max(0, v * 257 + d))
rows16off = [[off(v, i + y) for i, v in enumerate(r)] for y, r in enumerate(rows8)]
write('rgba16-rounding.png', rows16off, greyscale=False, alpha=True, bitdepth=16)
# Colour chunks a viewer might honour; pngjs and pixelmatch ignore them, and so do we.
gama = (b'gAMA', struct.pack('>I', 100000))
srgb = (b'sRGB', b'\x00')
prof = zlib.compress(b'not a real profile, ignored' * 4)
iccp = (b'iCCP', b'Custom\x00\x00' + prof)
chrm = (b'cHRM', struct.pack('>8I', 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))
write('rgba8-gama1.png', rows8, [gama], greyscale=False, alpha=True, bitdepth=8)
write('rgba16-gama1-chrm.png', rows16, [gama, chrm], greyscale=False, alpha=True, bitdepth=16)
write('rgba8-srgb.png', rows8, [srgb], greyscale=False, alpha=True, bitdepth=8)
write('rgba8-iccp.png', rows8, [iccp], greyscale=False, alpha=True, bitdepth=8)
# Palette with tRNS (every colour of the image in the palette).
colours = sorted({rgba(x, y) for x in range(W) for y in range(H)}, key=lambda c: (c[3] == 255, c))
index = {c: i for i, c in enumerate(colours)}
prow = [[index[rgba(x, y)] for x in range(W)] for y in range(H)]
write('palette8-trns.png', prow, palette=colours, bitdepth=8)
write('palette8-trns-interlaced.png', prow, palette=colours, bitdepth=8, interlace=True)
# Grey pixels: the same four levels at every bit depth and as grey+alpha, RGB and RGBA.
g8 = [[grey(x, y) for x in range(W)] for y in range(H)]
write('grey-rgba8.png', [[c for v in r for c in (v, v, v, 255)] for r in g8], greyscale=False, alpha=True, bitdepth=8)
write('grey2.png', [[v // 85 for v in r] for r in g8], greyscale=True, bitdepth=2)
write('grey4.png', [[v // 17 for v in r] for r in g8], greyscale=True, bitdepth=4)
write('grey8.png', g8, greyscale=True, bitdepth=8)
write('grey16.png', [[v * 257 for v in r] for r in g8], greyscale=True, bitdepth=16)
write('grey16-interlaced.png', [[v * 257 for v in r] for r in g8], greyscale=True, bitdepth=16, interlace=True)
write('greyalpha8.png', [[c for v in r for c in (v, 255)] for r in g8], greyscale=True, alpha=True, bitdepth=8)
write('greyalpha16.png', [[c for v in r for c in (v * 257, 65535)] for r in g8], greyscale=True, alpha=True, bitdepth=16)
write('grey-rgb8.png', [[c for v in r for c in (v, v, v)] for r in g8], greyscale=False, bitdepth=8)
write('grey-rgb16.png', [[c for v in r for c in (v * 257,) * 3] for r in g8], greyscale=False, bitdepth=16)
write('grey-palette2.png', [[v // 85 for v in r] for r in g8], palette=[(0, 0, 0), (85, 85, 85), (170, 170, 170), (255, 255, 255)], bitdepth=2)
# tRNS colour: the level-85 pixels become (0, 0, 0, 0).
write('grey-trns-rgba8.png', [[c for v in r for c in ((0, 0, 0, 0) if v == 85 else (v, v, v, 255))] for r in g8], greyscale=False, alpha=True, bitdepth=8)
write('grey4-trns.png', [[v // 17 for v in r] for r in g8], greyscale=True, bitdepth=4, transparent=5)
write('grey16-trns.png', [[v * 257 for v in r] for r in g8], greyscale=True, bitdepth=16, transparent=85 * 257)
write('grey-rgb8-trns.png', [[c for v in r for c in (v, v, v)] for r in g8], greyscale=False, bitdepth=8, transparent=(85, 85, 85))
# 1-bit: black and white.
bw = [[255 if (x + y) % 3 else 0 for x in range(W)] for y in range(H)]
write('bw-rgba8.png', [[c for v in r for c in (v, v, v, 255)] for r in bw], greyscale=False, alpha=True, bitdepth=8)
write('bw1.png', [[v // 255 for v in r] for r in bw], greyscale=True, bitdepth=1)
write('bw1-interlaced.png', [[v // 255 for v in r] for r in bw], greyscale=True, bitdepth=1, interlace=True)
