/* aacenc.c - AAC-LC from the standard (ISO/IEC 14496-3, subpart 4), for
 * eSpeak's speech at the chapters' rate: long sine windows, one
 * single-channel element a frame.
 *
 * A frame: the last 2048 samples windowed and folded, their MDCT through a
 * 512-point complex FFT; each scalefactor band's quantiser step chosen so
 * its noise follows the band's energy (allowed noise ~ energy^NOISE_SLOPE,
 * with a floor for silence); the steps moved together (the global gain)
 * until the frame fits its bits: the mean a frame plus what the reservoir
 * saved, never over 6144 bits.  Bands are coded with the cheaper of their
 * size's two codebooks, runs of one codebook as a section. */
#include "audio/aacenc.h"
#include "base/err.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- The standard's normative data (ISO/IEC 14496-3, 4.A: Huffman
 * codebooks; 4.5.4: scalefactor bands), taken as data: codewords and their
 * lengths, and band offsets.  Verified by round trip through libavcodec's
 * decoder (tests/unit/audio/test_aacenc.c, every codebook). ---- */

/* Table 4.A.1: scalefactor differences, index = difference + 60 */
static const uint32_t sf_code[121] = {
	0x3ffe8, 0x3ffe6, 0x3ffe7, 0x3ffe5, 0x7fff5, 0x7fff1, 0x7ffed, 0x7fff6,
	0x7ffee, 0x7ffef, 0x7fff0, 0x7fffc, 0x7fffd, 0x7ffff, 0x7fffe, 0x7fff7,
	0x7fff8, 0x7fffb, 0x7fff9, 0x3ffe4, 0x7fffa, 0x3ffe3, 0x1ffef, 0x1fff0,
	0x0fff5, 0x1ffee, 0x0fff2, 0x0fff3, 0x0fff4, 0x0fff1, 0x07ff6, 0x07ff7,
	0x03ff9, 0x03ff5, 0x03ff7, 0x03ff3, 0x03ff6, 0x03ff2, 0x01ff7, 0x01ff5,
	0x00ff9, 0x00ff7, 0x00ff6, 0x007f9, 0x00ff4, 0x007f8, 0x003f9, 0x003f7,
	0x003f5, 0x001f8, 0x001f7, 0x000fa, 0x000f8, 0x000f6, 0x00079, 0x0003a,
	0x00038, 0x0001a, 0x0000b, 0x00004, 0x00000, 0x0000a, 0x0000c, 0x0001b,
	0x00039, 0x0003b, 0x00078, 0x0007a, 0x000f7, 0x000f9, 0x001f6, 0x001f9,
	0x003f4, 0x003f6, 0x003f8, 0x007f5, 0x007f4, 0x007f6, 0x007f7, 0x00ff5,
	0x00ff8, 0x01ff4, 0x01ff6, 0x01ff8, 0x03ff8, 0x03ff4, 0x0fff0, 0x07ff4,
	0x0fff6, 0x07ff5, 0x3ffe2, 0x7ffd9, 0x7ffda, 0x7ffdb, 0x7ffdc, 0x7ffdd,
	0x7ffde, 0x7ffd8, 0x7ffd2, 0x7ffd3, 0x7ffd4, 0x7ffd5, 0x7ffd6, 0x7fff2,
	0x7ffdf, 0x7ffe7, 0x7ffe8, 0x7ffe9, 0x7ffea, 0x7ffeb, 0x7ffe6, 0x7ffe0,
	0x7ffe1, 0x7ffe2, 0x7ffe3, 0x7ffe4, 0x7ffe5, 0x7ffd7, 0x7ffec, 0x7fff4,
	0x7fff3,
};

static const uint8_t sf_bits[121] = {
	18, 18, 18, 18, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19,
	19, 19, 19, 18, 19, 18, 17, 17, 16, 17, 16, 16, 16, 16, 15, 15,
	14, 14, 14, 14, 14, 14, 13, 13, 12, 12, 12, 11, 12, 11, 10, 10,
	10,  9,  9,  8,  8,  8,  7,  6,  6,  5,  4,  3,  1,  4,  4,  5,
	 6,  6,  7,  7,  8,  8,  9,  9, 10, 10, 10, 11, 11, 11, 11, 12,
	12, 13, 13, 13, 14, 14, 16, 15, 16, 15, 18, 19, 19, 19, 19, 19,
	19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19,
	19, 19, 19, 19, 19, 19, 19, 19, 19,
};

/* Tables 4.A.2 to 4.A.12: spectral codebooks 1 to 11 */
static const uint16_t code1[81] = {
	0x7f8, 0x1f1, 0x7fd, 0x3f5, 0x068, 0x3f0, 0x7f7, 0x1ec,
	0x7f5, 0x3f1, 0x072, 0x3f4, 0x074, 0x011, 0x076, 0x1eb,
	0x06c, 0x3f6, 0x7fc, 0x1e1, 0x7f1, 0x1f0, 0x061, 0x1f6,
	0x7f2, 0x1ea, 0x7fb, 0x1f2, 0x069, 0x1ed, 0x077, 0x017,
	0x06f, 0x1e6, 0x064, 0x1e5, 0x067, 0x015, 0x062, 0x012,
	0x000, 0x014, 0x065, 0x016, 0x06d, 0x1e9, 0x063, 0x1e4,
	0x06b, 0x013, 0x071, 0x1e3, 0x070, 0x1f3, 0x7fe, 0x1e7,
	0x7f3, 0x1ef, 0x060, 0x1ee, 0x7f0, 0x1e2, 0x7fa, 0x3f3,
	0x06a, 0x1e8, 0x075, 0x010, 0x073, 0x1f4, 0x06e, 0x3f7,
	0x7f6, 0x1e0, 0x7f9, 0x3f2, 0x066, 0x1f5, 0x7ff, 0x1f7,
	0x7f4,
};

static const uint8_t bits1[81] = {
	11,  9, 11, 10,  7, 10, 11,  9, 11, 10,  7, 10,  7,  5,  7,  9,
	 7, 10, 11,  9, 11,  9,  7,  9, 11,  9, 11,  9,  7,  9,  7,  5,
	 7,  9,  7,  9,  7,  5,  7,  5,  1,  5,  7,  5,  7,  9,  7,  9,
	 7,  5,  7,  9,  7,  9, 11,  9, 11,  9,  7,  9, 11,  9, 11, 10,
	 7,  9,  7,  5,  7,  9,  7, 10, 11,  9, 11, 10,  7,  9, 11,  9,
	11,
};

static const uint16_t code2[81] = {
	0x1f3, 0x06f, 0x1fd, 0x0eb, 0x023, 0x0ea, 0x1f7, 0x0e8,
	0x1fa, 0x0f2, 0x02d, 0x070, 0x020, 0x006, 0x02b, 0x06e,
	0x028, 0x0e9, 0x1f9, 0x066, 0x0f8, 0x0e7, 0x01b, 0x0f1,
	0x1f4, 0x06b, 0x1f5, 0x0ec, 0x02a, 0x06c, 0x02c, 0x00a,
	0x027, 0x067, 0x01a, 0x0f5, 0x024, 0x008, 0x01f, 0x009,
	0x000, 0x007, 0x01d, 0x00b, 0x030, 0x0ef, 0x01c, 0x064,
	0x01e, 0x00c, 0x029, 0x0f3, 0x02f, 0x0f0, 0x1fc, 0x071,
	0x1f2, 0x0f4, 0x021, 0x0e6, 0x0f7, 0x068, 0x1f8, 0x0ee,
	0x022, 0x065, 0x031, 0x002, 0x026, 0x0ed, 0x025, 0x06a,
	0x1fb, 0x072, 0x1fe, 0x069, 0x02e, 0x0f6, 0x1ff, 0x06d,
	0x1f6,
};

static const uint8_t bits2[81] = {
	9, 7, 9, 8, 6, 8, 9, 8, 9, 8, 6, 7, 6, 5, 6, 7,
	6, 8, 9, 7, 8, 8, 6, 8, 9, 7, 9, 8, 6, 7, 6, 5,
	6, 7, 6, 8, 6, 5, 6, 5, 3, 5, 6, 5, 6, 8, 6, 7,
	6, 5, 6, 8, 6, 8, 9, 7, 9, 8, 6, 8, 8, 7, 9, 8,
	6, 7, 6, 4, 6, 8, 6, 7, 9, 7, 9, 7, 6, 8, 9, 7,
	9,
};

static const uint16_t code3[81] = {
	0x0000, 0x0009, 0x00ef, 0x000b, 0x0019, 0x00f0, 0x01eb, 0x01e6,
	0x03f2, 0x000a, 0x0035, 0x01ef, 0x0034, 0x0037, 0x01e9, 0x01ed,
	0x01e7, 0x03f3, 0x01ee, 0x03ed, 0x1ffa, 0x01ec, 0x01f2, 0x07f9,
	0x07f8, 0x03f8, 0x0ff8, 0x0008, 0x0038, 0x03f6, 0x0036, 0x0075,
	0x03f1, 0x03eb, 0x03ec, 0x0ff4, 0x0018, 0x0076, 0x07f4, 0x0039,
	0x0074, 0x03ef, 0x01f3, 0x01f4, 0x07f6, 0x01e8, 0x03ea, 0x1ffc,
	0x00f2, 0x01f1, 0x0ffb, 0x03f5, 0x07f3, 0x0ffc, 0x00ee, 0x03f7,
	0x7ffe, 0x01f0, 0x07f5, 0x7ffd, 0x1ffb, 0x3ffa, 0xffff, 0x00f1,
	0x03f0, 0x3ffc, 0x01ea, 0x03ee, 0x3ffb, 0x0ff6, 0x0ffa, 0x7ffc,
	0x07f2, 0x0ff5, 0xfffe, 0x03f4, 0x07f7, 0x7ffb, 0x0ff7, 0x0ff9,
	0x7ffa,
};

static const uint8_t bits3[81] = {
	 1,  4,  8,  4,  5,  8,  9,  9, 10,  4,  6,  9,  6,  6,  9,  9,
	 9, 10,  9, 10, 13,  9,  9, 11, 11, 10, 12,  4,  6, 10,  6,  7,
	10, 10, 10, 12,  5,  7, 11,  6,  7, 10,  9,  9, 11,  9, 10, 13,
	 8,  9, 12, 10, 11, 12,  8, 10, 15,  9, 11, 15, 13, 14, 16,  8,
	10, 14,  9, 10, 14, 12, 12, 15, 11, 12, 16, 10, 11, 15, 12, 12,
	15,
};

static const uint16_t code4[81] = {
	0x007, 0x016, 0x0f6, 0x018, 0x008, 0x0ef, 0x1ef, 0x0f3,
	0x7f8, 0x019, 0x017, 0x0ed, 0x015, 0x001, 0x0e2, 0x0f0,
	0x070, 0x3f0, 0x1ee, 0x0f1, 0x7fa, 0x0ee, 0x0e4, 0x3f2,
	0x7f6, 0x3ef, 0x7fd, 0x005, 0x014, 0x0f2, 0x009, 0x004,
	0x0e5, 0x0f4, 0x0e8, 0x3f4, 0x006, 0x002, 0x0e7, 0x003,
	0x000, 0x06b, 0x0e3, 0x069, 0x1f3, 0x0eb, 0x0e6, 0x3f6,
	0x06e, 0x06a, 0x1f4, 0x3ec, 0x1f0, 0x3f9, 0x0f5, 0x0ec,
	0x7fb, 0x0ea, 0x06f, 0x3f7, 0x7f9, 0x3f3, 0xfff, 0x0e9,
	0x06d, 0x3f8, 0x06c, 0x068, 0x1f5, 0x3ee, 0x1f2, 0x7f4,
	0x7f7, 0x3f1, 0xffe, 0x3ed, 0x1f1, 0x7f5, 0x7fe, 0x3f5,
	0x7fc,
};

static const uint8_t bits4[81] = {
	 4,  5,  8,  5,  4,  8,  9,  8, 11,  5,  5,  8,  5,  4,  8,  8,
	 7, 10,  9,  8, 11,  8,  8, 10, 11, 10, 11,  4,  5,  8,  4,  4,
	 8,  8,  8, 10,  4,  4,  8,  4,  4,  7,  8,  7,  9,  8,  8, 10,
	 7,  7,  9, 10,  9, 10,  8,  8, 11,  8,  7, 10, 11, 10, 12,  8,
	 7, 10,  7,  7,  9, 10,  9, 11, 11, 10, 12, 10,  9, 11, 11, 10,
	11,
};

static const uint16_t code5[81] = {
	0x1fff, 0x0ff7, 0x07f4, 0x07e8, 0x03f1, 0x07ee, 0x07f9, 0x0ff8,
	0x1ffd, 0x0ffd, 0x07f1, 0x03e8, 0x01e8, 0x00f0, 0x01ec, 0x03ee,
	0x07f2, 0x0ffa, 0x0ff4, 0x03ef, 0x01f2, 0x00e8, 0x0070, 0x00ec,
	0x01f0, 0x03ea, 0x07f3, 0x07eb, 0x01eb, 0x00ea, 0x001a, 0x0008,
	0x0019, 0x00ee, 0x01ef, 0x07ed, 0x03f0, 0x00f2, 0x0073, 0x000b,
	0x0000, 0x000a, 0x0071, 0x00f3, 0x07e9, 0x07ef, 0x01ee, 0x00ef,
	0x0018, 0x0009, 0x001b, 0x00eb, 0x01e9, 0x07ec, 0x07f6, 0x03eb,
	0x01f3, 0x00ed, 0x0072, 0x00e9, 0x01f1, 0x03ed, 0x07f7, 0x0ff6,
	0x07f0, 0x03e9, 0x01ed, 0x00f1, 0x01ea, 0x03ec, 0x07f8, 0x0ff9,
	0x1ffc, 0x0ffc, 0x0ff5, 0x07ea, 0x03f3, 0x03f2, 0x07f5, 0x0ffb,
	0x1ffe,
};

static const uint8_t bits5[81] = {
	13, 12, 11, 11, 10, 11, 11, 12, 13, 12, 11, 10,  9,  8,  9, 10,
	11, 12, 12, 10,  9,  8,  7,  8,  9, 10, 11, 11,  9,  8,  5,  4,
	 5,  8,  9, 11, 10,  8,  7,  4,  1,  4,  7,  8, 11, 11,  9,  8,
	 5,  4,  5,  8,  9, 11, 11, 10,  9,  8,  7,  8,  9, 10, 11, 12,
	11, 10,  9,  8,  9, 10, 11, 12, 13, 12, 12, 11, 10, 10, 11, 12,
	13,
};

static const uint16_t code6[81] = {
	0x7fe, 0x3fd, 0x1f1, 0x1eb, 0x1f4, 0x1ea, 0x1f0, 0x3fc,
	0x7fd, 0x3f6, 0x1e5, 0x0ea, 0x06c, 0x071, 0x068, 0x0f0,
	0x1e6, 0x3f7, 0x1f3, 0x0ef, 0x032, 0x027, 0x028, 0x026,
	0x031, 0x0eb, 0x1f7, 0x1e8, 0x06f, 0x02e, 0x008, 0x004,
	0x006, 0x029, 0x06b, 0x1ee, 0x1ef, 0x072, 0x02d, 0x002,
	0x000, 0x003, 0x02f, 0x073, 0x1fa, 0x1e7, 0x06e, 0x02b,
	0x007, 0x001, 0x005, 0x02c, 0x06d, 0x1ec, 0x1f9, 0x0ee,
	0x030, 0x024, 0x02a, 0x025, 0x033, 0x0ec, 0x1f2, 0x3f8,
	0x1e4, 0x0ed, 0x06a, 0x070, 0x069, 0x074, 0x0f1, 0x3fa,
	0x7ff, 0x3f9, 0x1f6, 0x1ed, 0x1f8, 0x1e9, 0x1f5, 0x3fb,
	0x7fc,
};

static const uint8_t bits6[81] = {
	11, 10,  9,  9,  9,  9,  9, 10, 11, 10,  9,  8,  7,  7,  7,  8,
	 9, 10,  9,  8,  6,  6,  6,  6,  6,  8,  9,  9,  7,  6,  4,  4,
	 4,  6,  7,  9,  9,  7,  6,  4,  4,  4,  6,  7,  9,  9,  7,  6,
	 4,  4,  4,  6,  7,  9,  9,  8,  6,  6,  6,  6,  6,  8,  9, 10,
	 9,  8,  7,  7,  7,  7,  8, 10, 11, 10,  9,  9,  9,  9,  9, 10,
	11,
};

static const uint16_t code7[64] = {
	0x000, 0x005, 0x037, 0x074, 0x0f2, 0x1eb, 0x3ed, 0x7f7,
	0x004, 0x00c, 0x035, 0x071, 0x0ec, 0x0ee, 0x1ee, 0x1f5,
	0x036, 0x034, 0x072, 0x0ea, 0x0f1, 0x1e9, 0x1f3, 0x3f5,
	0x073, 0x070, 0x0eb, 0x0f0, 0x1f1, 0x1f0, 0x3ec, 0x3fa,
	0x0f3, 0x0ed, 0x1e8, 0x1ef, 0x3ef, 0x3f1, 0x3f9, 0x7fb,
	0x1ed, 0x0ef, 0x1ea, 0x1f2, 0x3f3, 0x3f8, 0x7f9, 0x7fc,
	0x3ee, 0x1ec, 0x1f4, 0x3f4, 0x3f7, 0x7f8, 0xffd, 0xffe,
	0x7f6, 0x3f0, 0x3f2, 0x3f6, 0x7fa, 0x7fd, 0xffc, 0xfff,
};

static const uint8_t bits7[64] = {
	 1,  3,  6,  7,  8,  9, 10, 11,  3,  4,  6,  7,  8,  8,  9,  9,
	 6,  6,  7,  8,  8,  9,  9, 10,  7,  7,  8,  8,  9,  9, 10, 10,
	 8,  8,  9,  9, 10, 10, 10, 11,  9,  8,  9,  9, 10, 10, 11, 11,
	10,  9,  9, 10, 10, 11, 12, 12, 11, 10, 10, 10, 11, 11, 12, 12,
};

static const uint16_t code8[64] = {
	0x00e, 0x005, 0x010, 0x030, 0x06f, 0x0f1, 0x1fa, 0x3fe,
	0x003, 0x000, 0x004, 0x012, 0x02c, 0x06a, 0x075, 0x0f8,
	0x00f, 0x002, 0x006, 0x014, 0x02e, 0x069, 0x072, 0x0f5,
	0x02f, 0x011, 0x013, 0x02a, 0x032, 0x06c, 0x0ec, 0x0fa,
	0x071, 0x02b, 0x02d, 0x031, 0x06d, 0x070, 0x0f2, 0x1f9,
	0x0ef, 0x068, 0x033, 0x06b, 0x06e, 0x0ee, 0x0f9, 0x3fc,
	0x1f8, 0x074, 0x073, 0x0ed, 0x0f0, 0x0f6, 0x1f6, 0x1fd,
	0x3fd, 0x0f3, 0x0f4, 0x0f7, 0x1f7, 0x1fb, 0x1fc, 0x3ff,
};

static const uint8_t bits8[64] = {
	 5,  4,  5,  6,  7,  8,  9, 10,  4,  3,  4,  5,  6,  7,  7,  8,
	 5,  4,  4,  5,  6,  7,  7,  8,  6,  5,  5,  6,  6,  7,  8,  8,
	 7,  6,  6,  6,  7,  7,  8,  9,  8,  7,  6,  7,  7,  8,  8, 10,
	 9,  7,  7,  8,  8,  8,  9,  9, 10,  8,  8,  8,  9,  9,  9, 10,
};

static const uint16_t code9[169] = {
	0x0000, 0x0005, 0x0037, 0x00e7, 0x01de, 0x03ce, 0x03d9, 0x07c8,
	0x07cd, 0x0fc8, 0x0fdd, 0x1fe4, 0x1fec, 0x0004, 0x000c, 0x0035,
	0x0072, 0x00ea, 0x00ed, 0x01e2, 0x03d1, 0x03d3, 0x03e0, 0x07d8,
	0x0fcf, 0x0fd5, 0x0036, 0x0034, 0x0071, 0x00e8, 0x00ec, 0x01e1,
	0x03cf, 0x03dd, 0x03db, 0x07d0, 0x0fc7, 0x0fd4, 0x0fe4, 0x00e6,
	0x0070, 0x00e9, 0x01dd, 0x01e3, 0x03d2, 0x03dc, 0x07cc, 0x07ca,
	0x07de, 0x0fd8, 0x0fea, 0x1fdb, 0x01df, 0x00eb, 0x01dc, 0x01e6,
	0x03d5, 0x03de, 0x07cb, 0x07dd, 0x07dc, 0x0fcd, 0x0fe2, 0x0fe7,
	0x1fe1, 0x03d0, 0x01e0, 0x01e4, 0x03d6, 0x07c5, 0x07d1, 0x07db,
	0x0fd2, 0x07e0, 0x0fd9, 0x0feb, 0x1fe3, 0x1fe9, 0x07c4, 0x01e5,
	0x03d7, 0x07c6, 0x07cf, 0x07da, 0x0fcb, 0x0fda, 0x0fe3, 0x0fe9,
	0x1fe6, 0x1ff3, 0x1ff7, 0x07d3, 0x03d8, 0x03e1, 0x07d4, 0x07d9,
	0x0fd3, 0x0fde, 0x1fdd, 0x1fd9, 0x1fe2, 0x1fea, 0x1ff1, 0x1ff6,
	0x07d2, 0x03d4, 0x03da, 0x07c7, 0x07d7, 0x07e2, 0x0fce, 0x0fdb,
	0x1fd8, 0x1fee, 0x3ff0, 0x1ff4, 0x3ff2, 0x07e1, 0x03df, 0x07c9,
	0x07d6, 0x0fca, 0x0fd0, 0x0fe5, 0x0fe6, 0x1feb, 0x1fef, 0x3ff3,
	0x3ff4, 0x3ff5, 0x0fe0, 0x07ce, 0x07d5, 0x0fc6, 0x0fd1, 0x0fe1,
	0x1fe0, 0x1fe8, 0x1ff0, 0x3ff1, 0x3ff8, 0x3ff6, 0x7ffc, 0x0fe8,
	0x07df, 0x0fc9, 0x0fd7, 0x0fdc, 0x1fdc, 0x1fdf, 0x1fed, 0x1ff5,
	0x3ff9, 0x3ffb, 0x7ffd, 0x7ffe, 0x1fe7, 0x0fcc, 0x0fd6, 0x0fdf,
	0x1fde, 0x1fda, 0x1fe5, 0x1ff2, 0x3ffa, 0x3ff7, 0x3ffc, 0x3ffd,
	0x7fff,
};

static const uint8_t bits9[169] = {
	 1,  3,  6,  8,  9, 10, 10, 11, 11, 12, 12, 13, 13,  3,  4,  6,
	 7,  8,  8,  9, 10, 10, 10, 11, 12, 12,  6,  6,  7,  8,  8,  9,
	10, 10, 10, 11, 12, 12, 12,  8,  7,  8,  9,  9, 10, 10, 11, 11,
	11, 12, 12, 13,  9,  8,  9,  9, 10, 10, 11, 11, 11, 12, 12, 12,
	13, 10,  9,  9, 10, 11, 11, 11, 12, 11, 12, 12, 13, 13, 11,  9,
	10, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 11, 10, 10, 11, 11,
	12, 12, 13, 13, 13, 13, 13, 13, 11, 10, 10, 11, 11, 11, 12, 12,
	13, 13, 14, 13, 14, 11, 10, 11, 11, 12, 12, 12, 12, 13, 13, 14,
	14, 14, 12, 11, 11, 12, 12, 12, 13, 13, 13, 14, 14, 14, 15, 12,
	11, 12, 12, 12, 13, 13, 13, 13, 14, 14, 15, 15, 13, 12, 12, 12,
	13, 13, 13, 13, 14, 14, 14, 14, 15,
};

static const uint16_t code10[169] = {
	0x022, 0x008, 0x01d, 0x026, 0x05f, 0x0d3, 0x1cf, 0x3d0,
	0x3d7, 0x3ed, 0x7f0, 0x7f6, 0xffd, 0x007, 0x000, 0x001,
	0x009, 0x020, 0x054, 0x060, 0x0d5, 0x0dc, 0x1d4, 0x3cd,
	0x3de, 0x7e7, 0x01c, 0x002, 0x006, 0x00c, 0x01e, 0x028,
	0x05b, 0x0cd, 0x0d9, 0x1ce, 0x1dc, 0x3d9, 0x3f1, 0x025,
	0x00b, 0x00a, 0x00d, 0x024, 0x057, 0x061, 0x0cc, 0x0dd,
	0x1cc, 0x1de, 0x3d3, 0x3e7, 0x05d, 0x021, 0x01f, 0x023,
	0x027, 0x059, 0x064, 0x0d8, 0x0df, 0x1d2, 0x1e2, 0x3dd,
	0x3ee, 0x0d1, 0x055, 0x029, 0x056, 0x058, 0x062, 0x0ce,
	0x0e0, 0x0e2, 0x1da, 0x3d4, 0x3e3, 0x7eb, 0x1c9, 0x05e,
	0x05a, 0x05c, 0x063, 0x0ca, 0x0da, 0x1c7, 0x1ca, 0x1e0,
	0x3db, 0x3e8, 0x7ec, 0x1e3, 0x0d2, 0x0cb, 0x0d0, 0x0d7,
	0x0db, 0x1c6, 0x1d5, 0x1d8, 0x3ca, 0x3da, 0x7ea, 0x7f1,
	0x1e1, 0x0d4, 0x0cf, 0x0d6, 0x0de, 0x0e1, 0x1d0, 0x1d6,
	0x3d1, 0x3d5, 0x3f2, 0x7ee, 0x7fb, 0x3e9, 0x1cd, 0x1c8,
	0x1cb, 0x1d1, 0x1d7, 0x1df, 0x3cf, 0x3e0, 0x3ef, 0x7e6,
	0x7f8, 0xffa, 0x3eb, 0x1dd, 0x1d3, 0x1d9, 0x1db, 0x3d2,
	0x3cc, 0x3dc, 0x3ea, 0x7ed, 0x7f3, 0x7f9, 0xff9, 0x7f2,
	0x3ce, 0x1e4, 0x3cb, 0x3d8, 0x3d6, 0x3e2, 0x3e5, 0x7e8,
	0x7f4, 0x7f5, 0x7f7, 0xffb, 0x7fa, 0x3ec, 0x3df, 0x3e1,
	0x3e4, 0x3e6, 0x3f0, 0x7e9, 0x7ef, 0xff8, 0xffe, 0xffc,
	0xfff,
};

static const uint8_t bits10[169] = {
	 6,  5,  6,  6,  7,  8,  9, 10, 10, 10, 11, 11, 12,  5,  4,  4,
	 5,  6,  7,  7,  8,  8,  9, 10, 10, 11,  6,  4,  5,  5,  6,  6,
	 7,  8,  8,  9,  9, 10, 10,  6,  5,  5,  5,  6,  7,  7,  8,  8,
	 9,  9, 10, 10,  7,  6,  6,  6,  6,  7,  7,  8,  8,  9,  9, 10,
	10,  8,  7,  6,  7,  7,  7,  8,  8,  8,  9, 10, 10, 11,  9,  7,
	 7,  7,  7,  8,  8,  9,  9,  9, 10, 10, 11,  9,  8,  8,  8,  8,
	 8,  9,  9,  9, 10, 10, 11, 11,  9,  8,  8,  8,  8,  8,  9,  9,
	10, 10, 10, 11, 11, 10,  9,  9,  9,  9,  9,  9, 10, 10, 10, 11,
	11, 12, 10,  9,  9,  9,  9, 10, 10, 10, 10, 11, 11, 11, 12, 11,
	10,  9, 10, 10, 10, 10, 10, 11, 11, 11, 11, 12, 11, 10, 10, 10,
	10, 10, 10, 11, 11, 12, 12, 12, 12,
};

static const uint16_t code11[289] = {
	0x000, 0x006, 0x019, 0x03d, 0x09c, 0x0c6, 0x1a7, 0x390,
	0x3c2, 0x3df, 0x7e6, 0x7f3, 0xffb, 0x7ec, 0xffa, 0xffe,
	0x38e, 0x005, 0x001, 0x008, 0x014, 0x037, 0x042, 0x092,
	0x0af, 0x191, 0x1a5, 0x1b5, 0x39e, 0x3c0, 0x3a2, 0x3cd,
	0x7d6, 0x0ae, 0x017, 0x007, 0x009, 0x018, 0x039, 0x040,
	0x08e, 0x0a3, 0x0b8, 0x199, 0x1ac, 0x1c1, 0x3b1, 0x396,
	0x3be, 0x3ca, 0x09d, 0x03c, 0x015, 0x016, 0x01a, 0x03b,
	0x044, 0x091, 0x0a5, 0x0be, 0x196, 0x1ae, 0x1b9, 0x3a1,
	0x391, 0x3a5, 0x3d5, 0x094, 0x09a, 0x036, 0x038, 0x03a,
	0x041, 0x08c, 0x09b, 0x0b0, 0x0c3, 0x19e, 0x1ab, 0x1bc,
	0x39f, 0x38f, 0x3a9, 0x3cf, 0x093, 0x0bf, 0x03e, 0x03f,
	0x043, 0x045, 0x09e, 0x0a7, 0x0b9, 0x194, 0x1a2, 0x1ba,
	0x1c3, 0x3a6, 0x3a7, 0x3bb, 0x3d4, 0x09f, 0x1a0, 0x08f,
	0x08d, 0x090, 0x098, 0x0a6, 0x0b6, 0x0c4, 0x19f, 0x1af,
	0x1bf, 0x399, 0x3bf, 0x3b4, 0x3c9, 0x3e7, 0x0a8, 0x1b6,
	0x0ab, 0x0a4, 0x0aa, 0x0b2, 0x0c2, 0x0c5, 0x198, 0x1a4,
	0x1b8, 0x38c, 0x3a4, 0x3c4, 0x3c6, 0x3dd, 0x3e8, 0x0ad,
	0x3af, 0x192, 0x0bd, 0x0bc, 0x18e, 0x197, 0x19a, 0x1a3,
	0x1b1, 0x38d, 0x398, 0x3b7, 0x3d3, 0x3d1, 0x3db, 0x7dd,
	0x0b4, 0x3de, 0x1a9, 0x19b, 0x19c, 0x1a1, 0x1aa, 0x1ad,
	0x1b3, 0x38b, 0x3b2, 0x3b8, 0x3ce, 0x3e1, 0x3e0, 0x7d2,
	0x7e5, 0x0b7, 0x7e3, 0x1bb, 0x1a8, 0x1a6, 0x1b0, 0x1b2,
	0x1b7, 0x39b, 0x39a, 0x3ba, 0x3b5, 0x3d6, 0x7d7, 0x3e4,
	0x7d8, 0x7ea, 0x0ba, 0x7e8, 0x3a0, 0x1bd, 0x1b4, 0x38a,
	0x1c4, 0x392, 0x3aa, 0x3b0, 0x3bc, 0x3d7, 0x7d4, 0x7dc,
	0x7db, 0x7d5, 0x7f0, 0x0c1, 0x7fb, 0x3c8, 0x3a3, 0x395,
	0x39d, 0x3ac, 0x3ae, 0x3c5, 0x3d8, 0x3e2, 0x3e6, 0x7e4,
	0x7e7, 0x7e0, 0x7e9, 0x7f7, 0x190, 0x7f2, 0x393, 0x1be,
	0x1c0, 0x394, 0x397, 0x3ad, 0x3c3, 0x3c1, 0x3d2, 0x7da,
	0x7d9, 0x7df, 0x7eb, 0x7f4, 0x7fa, 0x195, 0x7f8, 0x3bd,
	0x39c, 0x3ab, 0x3a8, 0x3b3, 0x3b9, 0x3d0, 0x3e3, 0x3e5,
	0x7e2, 0x7de, 0x7ed, 0x7f1, 0x7f9, 0x7fc, 0x193, 0xffd,
	0x3dc, 0x3b6, 0x3c7, 0x3cc, 0x3cb, 0x3d9, 0x3da, 0x7d3,
	0x7e1, 0x7ee, 0x7ef, 0x7f5, 0x7f6, 0xffc, 0xfff, 0x19d,
	0x1c2, 0x0b5, 0x0a1, 0x096, 0x097, 0x095, 0x099, 0x0a0,
	0x0a2, 0x0ac, 0x0a9, 0x0b1, 0x0b3, 0x0bb, 0x0c0, 0x18f,
	0x004,
};

static const uint8_t bits11[289] = {
	 4,  5,  6,  7,  8,  8,  9, 10, 10, 10, 11, 11, 12, 11, 12, 12,
	10,  5,  4,  5,  6,  7,  7,  8,  8,  9,  9,  9, 10, 10, 10, 10,
	11,  8,  6,  5,  5,  6,  7,  7,  8,  8,  8,  9,  9,  9, 10, 10,
	10, 10,  8,  7,  6,  6,  6,  7,  7,  8,  8,  8,  9,  9,  9, 10,
	10, 10, 10,  8,  8,  7,  7,  7,  7,  8,  8,  8,  8,  9,  9,  9,
	10, 10, 10, 10,  8,  8,  7,  7,  7,  7,  8,  8,  8,  9,  9,  9,
	 9, 10, 10, 10, 10,  8,  9,  8,  8,  8,  8,  8,  8,  8,  9,  9,
	 9, 10, 10, 10, 10, 10,  8,  9,  8,  8,  8,  8,  8,  8,  9,  9,
	 9, 10, 10, 10, 10, 10, 10,  8, 10,  9,  8,  8,  9,  9,  9,  9,
	 9, 10, 10, 10, 10, 10, 10, 11,  8, 10,  9,  9,  9,  9,  9,  9,
	 9, 10, 10, 10, 10, 10, 10, 11, 11,  8, 11,  9,  9,  9,  9,  9,
	 9, 10, 10, 10, 10, 10, 11, 10, 11, 11,  8, 11, 10,  9,  9, 10,
	 9, 10, 10, 10, 10, 10, 11, 11, 11, 11, 11,  8, 11, 10, 10, 10,
	10, 10, 10, 10, 10, 10, 10, 11, 11, 11, 11, 11,  9, 11, 10,  9,
	 9, 10, 10, 10, 10, 10, 10, 11, 11, 11, 11, 11, 11,  9, 11, 10,
	10, 10, 10, 10, 10, 10, 10, 10, 11, 11, 11, 11, 11, 11,  9, 12,
	10, 10, 10, 10, 10, 10, 10, 11, 11, 11, 11, 11, 11, 12, 12,  9,
	 9,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  9,
	 5,
};

/* 4.5.4, Tables 4.129 and 4.131: long-window band offsets at 16, 12 and
 * 11.025 kHz (43 bands) and at 24 and 22.05 kHz (47 bands) */
static const uint16_t bands_16k[44] = {
	0,   8,   16,  24,  32,  40,  48,  56,  64,  72,  80,  88,  100, 112, 124,
	136, 148, 160, 172, 184, 196, 212, 228, 244, 260, 280, 300, 320, 344, 368,
	396, 424, 456, 492, 532, 572, 616, 664, 716, 772, 832, 896, 960, 1024,
};

static const uint16_t bands_24k[48] = {
	0,   4,   8,   12,  16,  20,  24,  28,  32,  36,  40,  44,  52,  60,  68,  76,
	84,  92,  100, 108, 116, 124, 136, 148, 160, 172, 188, 204, 220, 240, 260, 284,
	308, 336, 364, 396, 432, 468, 508, 552, 600, 652, 704, 768, 832, 896, 960, 1024,
};

struct rate {
	int hz, index; /* index: Table 1.18, samplingFrequencyIndex */
	const uint16_t *offsets;
	int n_bands;
};

static const struct rate rates[] = {
	{ 24000, 6, bands_24k, 47 }, { 22050, 7, bands_24k, 47 }, { 16000, 8, bands_16k, 43 },
	{ 12000, 9, bands_16k, 43 }, { 11025, 10, bands_16k, 43 },
};

struct codebook {
	const uint16_t *code;
	const uint8_t *bits;
	int dim;    /* values a codeword */
	int lav;    /* the largest absolute value (11: 16 means an escape) */
	int signed_; /* the codeword carries the signs; else a sign bit follows each nonzero */
	int radix;
};

#define ZERO_HCB 0
#define ESC_HCB 11
#define N_BOOKS 12
static const struct codebook books[N_BOOKS] = {
	[1] = { code1, bits1, 4, 1, 1, 3 },    [2] = { code2, bits2, 4, 1, 1, 3 },
	[3] = { code3, bits3, 4, 2, 0, 3 },    [4] = { code4, bits4, 4, 2, 0, 3 },
	[5] = { code5, bits5, 2, 4, 1, 9 },    [6] = { code6, bits6, 2, 4, 1, 9 },
	[7] = { code7, bits7, 2, 7, 0, 8 },    [8] = { code8, bits8, 2, 7, 0, 8 },
	[9] = { code9, bits9, 2, 12, 0, 13 },  [10] = { code10, bits10, 2, 12, 0, 13 },
	[11] = { code11, bits11, 2, 16, 0, 17 },
};

/* ---- tuning, chosen by measurement (doc/m4b.md) ---- */
/* Allowed noise ~ energy^NOISE_SLOPE: 1 keeps every band's SNR alike (the
 * spectrum's shape), 0.25 keeps one step size everywhere (the waveform's
 * SNR).  On 红楼梦's chapter 3 at 44 kbit/s, 0.5, 0.6 and 0.75 gave SNR 34.2,
 * 32.5, 29.2 dB and LSD 6.67, 6.43, 6.21 dB (FFmpeg's: 31.1 and 6.68). */
#define NOISE_SLOPE 0.6
/* A band's energy (MDCT units, 16-bit scale) below which it is silence:
 * quantised as if it had this much. */
#define ENERGY_FLOOR 4096.0f
/* The step at which the scalefactors start, before the frame's budget
 * moves them. */
#define START_GAIN 0

/* Where each codebook's words start in struct aacenc's word and len: it has
 * (2 lav + 1)^dim, every value signed, 11's escapes as +-16. */
static const int table_at[N_BOOKS + 1] = { 0, 0, 81, 162, 787, 1412, 1493, 1574, 1799, 2024, 2649,
					   3274, 4363 };
#define TABLES 4363

#define SF_OFFSET 100 /* 4.6.2.3.3: the scalefactor of a unit step */
#define MAX_QUANT 8191
#define MAX_BITS 6144 /* 4.5.3.2: a channel's decoder buffer */

struct aacenc {
	const struct rate *rate;
	int mean_bits, bank; /* a frame's share of the bit rate; the reservoir */
	int gain;            /* the last frame's global move of the steps */
	float window[2 * AACENC_FRAME]; /* sine window, scaled to 16-bit */
	float in[2 * AACENC_FRAME];     /* the previous frame's samples, then this one's */
	size_t fill;                    /* of this one's */
	float pre[AACENC_FRAME / 2][2], post[AACENC_FRAME / 2][2], twiddle[AACENC_FRAME / 4][2];
	uint16_t bitrev[AACENC_FRAME / 2];
	float istep[256]; /* 2^(-3 (sf - 100) / 16): x^(3/4) to the quantiser's units */
	/* one frame's work */
	float spec[AACENC_FRAME], m34[AACENC_FRAME];
	int q[AACENC_FRAME];
	int sf[64], book[64];
	/* each codebook's codeword with its sign bits, by the values' signed
	 * index (signed_index), from table_at[book] */
	uint32_t word[TABLES];
	uint8_t len[TABLES];
};

/* ---- MDCT (4.6.11): 2048 windowed samples to 1024 coefficients ---- */

static void fft(const struct aacenc *e, float (*z)[2])
{
	const int n = AACENC_FRAME / 2;
	for (int i = 0; i < n; i++) {
		int j = e->bitrev[i];
		if (j > i) {
			float t0 = z[i][0], t1 = z[i][1];
			z[i][0] = z[j][0], z[i][1] = z[j][1];
			z[j][0] = t0, z[j][1] = t1;
		}
	}
	for (int i = 0; i < n; i += 4) { /* the first two stages: twiddles 1 and -i */
		float *a = z[i], *b = z[i + 1], *c = z[i + 2], *d = z[i + 3];
		float s0 = a[0] + b[0], s1 = a[1] + b[1], t0 = a[0] - b[0], t1 = a[1] - b[1];
		float u0 = c[0] + d[0], u1 = c[1] + d[1], v0 = c[0] - d[0], v1 = c[1] - d[1];
		a[0] = s0 + u0, a[1] = s1 + u1, c[0] = s0 - u0, c[1] = s1 - u1;
		b[0] = t0 + v1, b[1] = t1 - v0, d[0] = t0 - v1, d[1] = t1 + v0;
	}
	for (int len = 8; len <= n; len <<= 1) {
		int half = len >> 1, stride = n / len;
		for (int start = 0; start < n; start += len)
			for (int k = 0; k < half; k++) {
				const float *w = e->twiddle[k * stride];
				float *a = z[start + k], *b = z[start + k + half];
				float br = b[0] * w[0] - b[1] * w[1], bi = b[0] * w[1] + b[1] * w[0];
				b[0] = a[0] - br, b[1] = a[1] - bi;
				a[0] += br, a[1] += bi;
			}
	}
}

/* X[k] = 2 sum x[n] w[n] cos(pi/M (n + 1/2 + M/2)(k + 1/2)), M = 1024: the
 * window folded into M values, whose DCT-IV is an M/2-point complex FFT
 * between two rotations. */
static void mdct(struct aacenc *e)
{
	const int m = AACENC_FRAME, h = m / 2;
	const float *x = e->in, *w = e->window;
	float v[AACENC_FRAME], z[AACENC_FRAME / 2][2];
	for (int n = 0; n < h; n++)
		v[n] = -x[3 * h - 1 - n] * w[3 * h - 1 - n] - x[3 * h + n] * w[3 * h + n];
	for (int n = h; n < m; n++)
		v[n] = x[n - h] * w[n - h] - x[3 * h - 1 - n] * w[3 * h - 1 - n];
	for (int n = 0; n < h; n++) {
		float re = v[2 * n], im = v[m - 1 - 2 * n];
		z[n][0] = re * e->pre[n][0] - im * e->pre[n][1];
		z[n][1] = re * e->pre[n][1] + im * e->pre[n][0];
	}
	fft(e, z);
	for (int k = 0; k < h; k++) {
		float re = z[k][0] * e->post[k][0] - z[k][1] * e->post[k][1];
		float im = z[k][0] * e->post[k][1] + z[k][1] * e->post[k][0];
		e->spec[2 * k] = 2 * re;
		e->spec[m - 1 - 2 * k] = -2 * im;
	}
}

/* ---- bits ---- */

struct bitwriter {
	unsigned char *p;
	uint64_t acc;
	int n;
};

static void put(struct bitwriter *b, uint32_t value, int bits)
{
	b->acc = b->acc << bits | (value & ((UINT64_C(1) << bits) - 1));
	b->n += bits;
	if (b->n >= 32) {
		b->n -= 32;
		uint32_t word = (uint32_t)(b->acc >> b->n);
		b->p[0] = (unsigned char)(word >> 24), b->p[1] = (unsigned char)(word >> 16);
		b->p[2] = (unsigned char)(word >> 8), b->p[3] = (unsigned char)word;
		b->p += 4;
	}
}

/* The codeword index of dim values in a codebook (values within its lav,
 * 11's escapes as 16). */
static inline int book_index(const struct codebook *cb, const int *v)
{
	int r = cb->radix;
	if (cb->signed_) {
		int o = cb->lav;
		return cb->dim == 4 ? (((v[0] + o) * r + v[1] + o) * r + v[2] + o) * r + v[3] + o
				    : (v[0] + o) * r + v[1] + o;
	}
	if (cb->dim == 4)
		return ((abs(v[0]) * r + abs(v[1])) * r + abs(v[2])) * r + abs(v[3]);
	int a = abs(v[0]), b = abs(v[1]);
	return (a > 16 ? 16 : a) * r + (b > 16 ? 16 : b);
}

/* The escape sequence's length for |v| >= 16 (4.6.3.3): N-4 ones, a zero, N bits. */
static int escape_bits(int a)
{
	int n = 4;
	while (a >= 2 << n)
		n++;
	return 2 * n - 3;
}

/* The index of dim signed values in the words of a codebook of this lav. */
static inline int signed_index(int dim, int lav, const int *v)
{
	int r = 2 * lav + 1;
	if (dim == 4)
		return (((v[0] + lav) * r + v[1] + lav) * r + v[2] + lav) * r + v[3] + lav;
	int a = v[0] < -16 ? -16 : v[0] > 16 ? 16 : v[0];
	int b = v[1] < -16 ? -16 : v[1] > 16 ? 16 : v[1];
	return (a + lav) * r + b + lav;
}

/* Bits of n quantised values in codebook b and in b + 1, which has the same
 * shape (1 and 2, 3 and 4, ...; 11 alone: bits[1] is left alone). */
static void band_bits(const struct aacenc *e, int b, const int *q, int n, int bits[2])
{
	const struct codebook *cb = &books[b];
	const uint8_t *own = e->len + table_at[b], *next = e->len + table_at[b < ESC_HCB ? b + 1 : b];
	int dim = cb->dim, lav = cb->lav, a = 0, c = 0, escapes = 0;
	for (int i = 0; i < n; i += dim) {
		int idx = signed_index(dim, lav, q + i);
		a += own[idx];
		c += next[idx];
	}
	for (int i = 0; i < n && b == ESC_HCB; i++)
		if (q[i] >= 16 || q[i] <= -16)
			escapes += escape_bits(abs(q[i]));
	bits[0] = a + escapes;
	bits[1] = c + escapes;
}

static void put_band(const struct aacenc *e, struct bitwriter *bw, int b, const int *q, int n)
{
	const struct codebook *cb = &books[b];
	const uint32_t *word = e->word + table_at[b];
	const uint8_t *len = e->len + table_at[b];
	for (int i = 0; i < n; i += cb->dim) {
		int idx = signed_index(cb->dim, cb->lav, q + i);
		put(bw, word[idx], len[idx]);
		for (int j = 0; j < cb->dim && b == ESC_HCB; j++) {
			int a = abs(q[i + j]);
			if (a < 16)
				continue;
			int bits = escape_bits(a), m = (bits + 3) / 2; /* m - 4 ones, a zero, m bits */
			put(bw, ((1u << (m - 4)) - 1) << (m + 1) | ((uint32_t)a - (1u << m)), bits);
		}
	}
}

/* Each codebook's words by signed index: its codeword, then a sign bit
 * for each nonzero value if it has them (1: negative). */
static void build_words(struct aacenc *e)
{
	for (int b = 1; b < N_BOOKS; b++) {
		const struct codebook *cb = &books[b];
		int r = 2 * cb->lav + 1, size = table_at[b + 1] - table_at[b];
		for (int s = 0; s < size; s++) {
			int v[4] = { 0 };
			for (int j = cb->dim - 1, rest = s; j >= 0; j--, rest /= r)
				v[j] = rest % r - cb->lav;
			int idx = book_index(cb, v), len = cb->bits[idx];
			uint32_t word = cb->code[idx];
			for (int j = 0; j < cb->dim && !cb->signed_; j++)
				if (v[j])
					word = word << 1 | (v[j] < 0), len++;
			e->word[table_at[b] + s] = word;
			e->len[table_at[b] + s] = (uint8_t)len;
		}
	}
}

/* The cheaper of the smallest pair of codebooks whose values reach max. */
static int choose_book(const struct aacenc *e, const int *q, int n, int max, int *bits)
{
	static const int first_of_pair[] = { 1, 3, 5, 5, 7, 7, 7, 9, 9, 9, 9, 9 };
	int pair[2];
	if (!max) {
		*bits = 0;
		return ZERO_HCB;
	}
	int a = max > 12 ? ESC_HCB : first_of_pair[max - 1];
	band_bits(e, a, q, n, pair);
	int second = a != ESC_HCB && pair[1] < pair[0];
	*bits = pair[second];
	return a + second;
}

/* Bits of a section's header: its codebook, its length in escapes of 31. */
static int section_bits(int len)
{
	return 4 + 5 * (len / 31 + 1);
}

/* ---- a frame ---- */

/* What does not depend on the step: each band's wish (from its energy)
 * and the x^(3/4) of every coefficient. */
static void analyse(struct aacenc *e, int *wish)
{
	const uint16_t *off = e->rate->offsets;
	const float slope = (float)(8.0 / 3.0 * (NOISE_SLOPE - 0.25));
	for (int b = 0; b < e->rate->n_bands; b++) {
		float energy = 0;
		for (int k = off[b]; k < off[b + 1]; k++) {
			float a = fabsf(e->spec[k]);
			energy += a * a;
			e->m34[k] = sqrtf(a * sqrtf(a));
		}
		energy /= (float)(off[b + 1] - off[b]);
		wish[b] = (int)lrintf(slope * log2f(energy > ENERGY_FLOOR ? energy : ENERGY_FLOOR));
	}
}

/* The band quantised at scalefactor sf (4.6.2.3: the standard's rounding);
 * its largest value. */
static int quantise(struct aacenc *e, int b, int sf)
{
	const uint16_t *off = e->rate->offsets;
	const float istep = e->istep[sf];
	int max = 0, *q = e->q;
	for (int k = off[b]; k < off[b + 1]; k++) {
		int a = (int)(e->m34[k] * istep + 0.4054f);
		a = a > MAX_QUANT ? MAX_QUANT : a;
		max = a > max ? a : max;
		q[k] = a;
	}
	for (int k = off[b]; k < off[b + 1] && max; k++)
		q[k] = e->spec[k] < 0 ? -q[k] : q[k];
	return max;
}

/* The frame quantised with every band's wish moved by gain: its bits, the
 * bands' codebooks and scalefactors, and the bands it sends. */
static int quantise_frame(struct aacenc *e, const int *wish, int gain, int *n_sent)
{
	const uint16_t *off = e->rate->offsets;
	int last = -1, sent = 0, bits = 0;
	for (int b = 0; b < e->rate->n_bands; b++) {
		int sf = wish[b] + gain + SF_OFFSET;
		if (last >= 0) /* 4.6.2.3.2: a difference of at most 60 */
			sf = sf < last - 60 ? last - 60 : sf > last + 60 ? last + 60 : sf;
		sf = sf < 0 ? 0 : sf > 255 ? 255 : sf;
		int max = quantise(e, b, sf), band;
		e->book[b] = choose_book(e, e->q + off[b], off[b + 1] - off[b], max, &band);
		e->sf[b] = sf;
		if (e->book[b] != ZERO_HCB) {
			bits += sf_bits[last < 0 ? 60 : sf - last + 60] + band;
			last = sf;
			sent = b + 1;
		}
	}
	for (int b = 0; b < sent;) { /* sections: runs of one codebook */
		int end = b;
		while (end < sent && e->book[end] == e->book[b])
			end++;
		bits += section_bits(end - b);
		b = end;
	}
	*n_sent = sent;
	/* element id and tag, global gain, ics_info, three tools absent, END */
	return bits + 3 + 4 + 8 + 11 + 3 + 3;
}

static size_t write_frame(const struct aacenc *e, int sent, unsigned char *out)
{
	const uint16_t *off = e->rate->offsets;
	struct bitwriter bw = { out, 0, 0 };
	int global = SF_OFFSET;
	for (int b = 0; b < sent; b++)
		if (e->book[b] != ZERO_HCB) {
			global = e->sf[b];
			break;
		}
	put(&bw, 0, 3); /* ID_SCE */
	put(&bw, 0, 4);
	put(&bw, (uint32_t)global, 8);
	put(&bw, 0, 1); /* ics_reserved_bit */
	put(&bw, 0, 2); /* ONLY_LONG_SEQUENCE */
	put(&bw, 0, 1); /* sine window */
	put(&bw, (uint32_t)sent, 6);
	put(&bw, 0, 1); /* no prediction */
	for (int b = 0; b < sent;) {
		int end = b;
		while (end < sent && e->book[end] == e->book[b])
			end++;
		put(&bw, (uint32_t)e->book[b], 4);
		int len = end - b;
		for (; len >= 31; len -= 31)
			put(&bw, 31, 5);
		put(&bw, (uint32_t)len, 5);
		b = end;
	}
	int last = global;
	for (int b = 0; b < sent; b++)
		if (e->book[b] != ZERO_HCB) {
			int d = e->sf[b] - last + 60;
			put(&bw, sf_code[d], sf_bits[d]);
			last = e->sf[b];
		}
	put(&bw, 0, 3); /* no pulse, TNS or gain control data */
	for (int b = 0; b < sent; b++)
		if (e->book[b] != ZERO_HCB)
			put_band(e, &bw, e->book[b], e->q + off[b], off[b + 1] - off[b]);
	put(&bw, 7, 3); /* ID_END */
	put(&bw, 0, (8 - bw.n % 8) % 8);
	for (; bw.n; bw.n -= 8)
		*bw.p++ = (unsigned char)(bw.acc >> (bw.n - 8));
	return (size_t)(bw.p - out);
}

size_t aacenc_code_frame(struct aacenc *e, const int *q, int book, const int *sf,
			 unsigned char *out)
{
	const uint16_t *off = e->rate->offsets;
	int sent = 0;
	memcpy(e->q, q, sizeof(e->q));
	for (int b = 0; b < e->rate->n_bands; b++) {
		int zero = 1;
		for (int k = off[b]; k < off[b + 1] && zero; k++)
			zero = !q[k];
		e->book[b] = zero ? ZERO_HCB : book;
		e->sf[b] = sf ? sf[b] : SF_OFFSET;
		sent = zero ? sent : b + 1;
	}
	return write_frame(e, sent, out);
}

/* The frame of e->in, in as few steps as fit its budget. */
static size_t encode_frame(struct aacenc *e, unsigned char *out)
{
	int wish[64], sent;
	mdct(e);
	analyse(e, wish);
	int budget = e->mean_bits + e->bank;
	if (budget > MAX_BITS)
		budget = MAX_BITS;
	int gain = e->gain, bits;
	while ((bits = quantise_frame(e, wish, gain, &sent)) > budget - 7 && gain < 255)
		gain += 2;
	/* the reservoir: what this frame left; the next frames' quality follows
	 * how full it is, kept from the silence between sentences */
	e->bank += e->mean_bits - bits;
	int cap = MAX_BITS - e->mean_bits;
	if (e->bank > cap)
		e->bank = cap;
	if (gain > e->gain || e->bank < cap / 4)
		e->gain++;
	else if (e->bank > cap * 3 / 4 && bits > e->mean_bits / 8)
		e->gain--;
	return write_frame(e, sent, out);
}

/* ---- the stream ---- */

struct aacenc *aacenc_open(int rate_hz, int bitrate_bps, int *err)
{
	const struct rate *rate = NULL;
	for (size_t i = 0; i < sizeof(rates) / sizeof(*rates); i++)
		if (rates[i].hz == rate_hz)
			rate = &rates[i];
	if (!rate) {
		*err = ERR_UNKNOWN;
		return NULL;
	}
	struct aacenc *e = calloc(1, sizeof(*e));
	if (!e) {
		*err = ERR_NOMEM;
		return NULL;
	}
	e->rate = rate;
	e->mean_bits = (int)((long long)bitrate_bps * AACENC_FRAME / rate_hz);
	if (e->mean_bits > MAX_BITS)
		e->mean_bits = MAX_BITS;
	e->gain = START_GAIN;
	const int m = AACENC_FRAME, n = 2 * m, h = m / 2;
	const double pi = 3.14159265358979323846;
	for (int i = 0; i < n; i++)
		e->window[i] = (float)(32768.0 * sin(pi / n * (i + 0.5)));
	for (int i = 0; i < h; i++) {
		e->pre[i][0] = (float)cos(-pi * (i + 0.25) / m);
		e->pre[i][1] = (float)sin(-pi * (i + 0.25) / m);
		e->post[i][0] = (float)cos(-pi * i / m);
		e->post[i][1] = (float)sin(-pi * i / m);
		int r = 0;
		for (int bit = 1, v = i; bit < h; bit <<= 1, v >>= 1)
			r = r << 1 | (v & 1);
		e->bitrev[i] = (uint16_t)r;
	}
	for (int i = 0; i < h / 2; i++) {
		e->twiddle[i][0] = (float)cos(-2 * pi * i / h);
		e->twiddle[i][1] = (float)sin(-2 * pi * i / h);
	}
	for (int sf = 0; sf < 256; sf++)
		e->istep[sf] = (float)pow(2.0, -3.0 * (sf - SF_OFFSET) / 16.0);
	build_words(e);
	return e;
}

int aacenc_rate(int rate_hz)
{
	int best = 0, lowest = rates[0].hz;
	for (size_t i = 0; i < sizeof(rates) / sizeof(*rates); i++) {
		if (rates[i].hz <= rate_hz && rates[i].hz > best)
			best = rates[i].hz;
		if (rates[i].hz < lowest)
			lowest = rates[i].hz;
	}
	return best ? best : lowest;
}

void aacenc_config(const struct aacenc *e, unsigned char asc[2])
{
	/* audioObjectType 2 (5 bits), samplingFrequencyIndex (4), one
	 * channel (4), frameLengthFlag, dependsOnCoreCoder, extensionFlag 0 */
	asc[0] = (unsigned char)(2 << 3 | e->rate->index >> 1);
	asc[1] = (unsigned char)((e->rate->index & 1) << 7 | 1 << 3);
}

/* A frame of e->in emitted; its second half becomes the next one's first. */
static int emit_frame(struct aacenc *e, aacenc_emit emit, void *ctx)
{
	unsigned char frame[AACENC_MAX_BYTES + 8];
	size_t len = encode_frame(e, frame);
	memmove(e->in, e->in + AACENC_FRAME, AACENC_FRAME * sizeof(*e->in));
	e->fill = 0;
	return emit(ctx, frame, len);
}

int aacenc_write(struct aacenc *e, const float *pcm, size_t n, aacenc_emit emit, void *ctx)
{
	while (n) {
		size_t k = AACENC_FRAME - e->fill;
		if (k > n)
			k = n;
		memcpy(e->in + AACENC_FRAME + e->fill, pcm, k * sizeof(*pcm));
		e->fill += k, pcm += k, n -= k;
		int rc = e->fill == AACENC_FRAME ? emit_frame(e, emit, ctx) : 0;
		if (rc)
			return rc;
	}
	return 0;
}

int aacenc_flush(struct aacenc *e, aacenc_emit emit, void *ctx)
{
	int rc = 0;
	if (e->fill) {
		memset(e->in + AACENC_FRAME + e->fill, 0, (AACENC_FRAME - e->fill) * sizeof(*e->in));
		rc = emit_frame(e, emit, ctx);
	}
	memset(e->in + AACENC_FRAME, 0, AACENC_FRAME * sizeof(*e->in));
	return rc ? rc : emit_frame(e, emit, ctx);
}

void aacenc_free(struct aacenc *e)
{
	free(e);
}
