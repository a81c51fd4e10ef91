# Cast discovery: the words that are never a character's name (吩咐, 指着,
# 半晌 ...), from the jieba dictionary (python3-jieba), also in traditional
# characters (the opencc tool); the generator stops with an error without
# either.
CAST_DICT ?= /usr/lib/python3/dist-packages/jieba/dict.txt

GEN_HDR += build/castwords.h
GEN_OBJ += build/castwords.o

build/castwords.c build/castwords.h &: tools/gen_castwords.py
	@mkdir -p build
	python3 tools/gen_castwords.py $(CAST_DICT) build/castwords.c build/castwords.h

build/castwords.o: build/castwords.c build/castwords.h
	$(CC) $(ALL_CFLAGS) -c -o $@ $<
