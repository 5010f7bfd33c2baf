/* Training data for Othello's pattern evaluation (issue #17): a development tool, not part
 * of the app (the app is pure Python). `python -m rules train othello --native` compiles it
 * with the machine's C compiler into build/ and drives it; see rules/othello/datagen.py.
 *
 * Why C: the tables need hundreds of thousands of labelled positions per stage, and a
 * label is an exact solve (up to 20 empties) or a search several plies deep. The pure-
 * Python solver and search cost about a second a position; this costs milliseconds.
 *
 * Boards are bitboards with bit 0 = a1, bit 7 = h1, bit 63 = h8, as in rules/othello.
 * Scores are final disc differences with the empties given to the winner.
 *
 * Modes (all binary files are little-endian arrays):
 *   gen SEED FIRST COUNT EXACT RMIN RMAX MARGIN OUT
 *       play games FIRST..FIRST+COUNT-1 of run SEED (game seed SEED*1000003+index): RMIN..RMAX
 *       random opening plies, then 1-ply choices by a simple evaluation among the moves
 *       within MARGIN of the best; every position whose mover has a move is written as
 *       a record {u64 me, u64 opp, i32 game, i16 label, u8 exact, u8 pad}: positions with
 *       at most EXACT empties are solved exactly (exact = 1), the others get label 0.
 *   search DEPTH TABLES IN OUT
 *       IN: records as above; OUT: float32 per record, the DEPTH-ply alpha-beta value with
 *       the pattern tables of TABLES at the leaves (passes do not count as plies; a finished
 *       game is its exact score).
 *   solve IN OUT
 *       IN: records; OUT: int16 exact score per record (for the tests).
 *   eval TABLES IN OUT
 *       IN: records; OUT: float32 table evaluation per record (for the tests).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;

/* ------------------------------------------------------------------ moves */
static u64 moves_of(u64 P, u64 O) {
    const u64 empty = ~(P | O);
    const u64 mo = O & 0x7E7E7E7E7E7E7E7EULL;
    u64 m = 0, t;
#define DIR_L(s, mask) \
    t = mask & (P << s); t |= mask & (t << s); t |= mask & (t << s); \
    t |= mask & (t << s); t |= mask & (t << s); t |= mask & (t << s); m |= t << s;
#define DIR_R(s, mask) \
    t = mask & (P >> s); t |= mask & (t >> s); t |= mask & (t >> s); \
    t |= mask & (t >> s); t |= mask & (t >> s); t |= mask & (t >> s); m |= t >> s;
    DIR_L(1, mo) DIR_R(1, mo) DIR_L(8, O) DIR_R(8, O)
    DIR_L(7, mo) DIR_R(7, mo) DIR_L(9, mo) DIR_R(9, mo)
#undef DIR_L
#undef DIR_R
    return m & empty;
}

static const int DR[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
static const int DC[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

static u64 flips_of(u64 P, u64 O, int sq) {
    u64 f = 0;
    int r0 = sq >> 3, c0 = sq & 7;
    for (int d = 0; d < 8; d++) {
        u64 line = 0;
        int r = r0 + DR[d], c = c0 + DC[d];
        while (r >= 0 && r < 8 && c >= 0 && c < 8 && (O >> (r * 8 + c) & 1)) {
            line |= 1ULL << (r * 8 + c);
            r += DR[d];
            c += DC[d];
        }
        if (line && r >= 0 && r < 8 && c >= 0 && c < 8 && (P >> (r * 8 + c) & 1)) f |= line;
    }
    return f;
}

static int popc(u64 b) { return __builtin_popcountll(b); }

static int final_score(u64 P, u64 O) {
    int a = popc(P), b = popc(O);
    if (a > b) return 64 - 2 * b;
    if (a < b) return 2 * a - 64;
    return 0;
}

/* ------------------------------------------------------------------ exact solver */
/* A node's moves with their children, kept sorted by key (lowest first) as they come. */
typedef struct { int n, sq[32]; float key[32]; u64 p[32], o[32]; } Children;

static void add_child(Children *c, int sq, float key, u64 np, u64 no) {
    int i = c->n++;
    while (i > 0 && c->key[i - 1] > key) {
        c->key[i] = c->key[i - 1]; c->sq[i] = c->sq[i - 1];
        c->p[i] = c->p[i - 1]; c->o[i] = c->o[i - 1];
        i--;
    }
    c->key[i] = key; c->sq[i] = sq; c->p[i] = np; c->o[i] = no;
}

/* The children of the moves ``mv`` of (P, O), sorted by ``key(child, square, arg)``. */
typedef float (*KeyFn)(u64 np, u64 no, int sq, int arg);

static void expand(Children *c, u64 P, u64 O, u64 mv, KeyFn key, int arg) {
    while (mv) {
        int sq = __builtin_ctzll(mv);
        mv &= mv - 1;
        u64 f = flips_of(P, O, sq);
        u64 np = O ^ f, no = P | f | (1ULL << sq);
        add_child(c, sq, key(np, no, sq, arg), np, no);
    }
}

/* The solver's order: fewest replies for the opponent, corners first on ties, the table's
 * best move (``hint``) before all. */
static float fastest_first(u64 np, u64 no, int sq, int hint) {
    int k = popc(moves_of(np, no)) * 16;
    if (sq == 0 || sq == 7 || sq == 56 || sq == 63) k -= 8;
    if (sq == hint) k = -1000;
    return (float)k;
}

typedef struct { u64 p, o; int8_t lo, hi, move; } Entry;
#define TT_BITS 22  /* exact bounds hold forever: the table is never cleared */
static Entry *tt;

static u64 hash2(u64 p, u64 o) {
    u64 h = p * 0x9E3779B97F4A7C15ULL ^ (o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    return (h ^ (h >> 29)) & ((1ULL << TT_BITS) - 1);
}

static long long nodes;
#ifndef SMALL
#define SMALL 5
#endif
static const u64 QUADRANT[4] = {0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};

static int solve(u64 P, u64 O, int alpha, int beta, int passed) {
    nodes++;
    u64 mv = moves_of(P, O);
    int empties = 64 - popc(P | O);
    if (!mv) {
        if (passed || !moves_of(O, P)) return final_score(P, O);
        return -solve(O, P, -beta, -alpha, 1);
    }
    if (empties <= SMALL) {  /* no sorting, no table: squares of odd regions first */
        int best = -65;
        u64 empty = ~(P | O), odd = 0;
        for (int q = 0; q < 4; q++)
            if (popc(empty & QUADRANT[q]) & 1) odd |= QUADRANT[q];
        u64 first = mv & odd, second = mv & ~odd;
        while (first | second) {
            u64 *from = first ? &first : &second;
            int sq = __builtin_ctzll(*from);
            *from &= *from - 1;
            u64 f = flips_of(P, O, sq);
            int v = -solve(O ^ f, P | f | (1ULL << sq), -beta, -alpha, 0);
            if (v > best) {
                best = v;
                if (v > alpha) { alpha = v; if (v >= beta) break; }
            }
        }
        return best;
    }
    Entry *e = NULL;
    int a0 = alpha, b0 = beta, hint = -1;
    if (empties >= 9) {
        e = &tt[hash2(P, O)];
        if (e->p == P && e->o == O) {
            hint = e->move;
            if (e->lo >= beta) return e->lo;
            if (e->hi <= alpha) return e->hi;
            if (e->lo == e->hi) return e->lo;
            if (e->lo > alpha) alpha = e->lo;
            if (e->hi < beta) beta = e->hi;
        }
    }
    Children c = {0};
    expand(&c, P, O, mv, fastest_first, hint);
    int n = c.n, *sqs = c.sq;
    u64 *ch_p = c.p, *ch_o = c.o;
    int best = -65, best_sq = sqs[0];
    for (int i = 0; i < n; i++) {
        int v;
        if (i == 0) {
            v = -solve(ch_p[i], ch_o[i], -beta, -alpha, 0);
        } else {  /* a null window first: most moves only need to be shown worse */
            v = -solve(ch_p[i], ch_o[i], -alpha - 1, -alpha, 0);
            if (v > alpha && v < beta) v = -solve(ch_p[i], ch_o[i], -beta, -v, 0);
        }
        if (v > best) {
            best = v;
            best_sq = sqs[i];
            if (v > alpha) { alpha = v; if (v >= beta) break; }
        }
    }
    if (e) {
        if (!(e->p == P && e->o == O)) { e->p = P; e->o = O; e->lo = -64; e->hi = 64; }
        e->move = (int8_t)best_sq;
        if (best <= a0) { if (best < e->hi) e->hi = (int8_t)best; }
        else if (best >= b0) { if (best > e->lo) e->lo = (int8_t)best; }
        else { e->lo = e->hi = (int8_t)best; }
    }
    return best;
}

/* MTD(f): null-window probes from a guess (the previous position's score, in a game)
 * until the bounds meet; each probe leaves bounds and best moves in the table. */
static int exact_from_guess(u64 P, u64 O, int guess) {
    int lo = -65, hi = 65, g = guess;
    while (lo < hi) {
        int beta = g == lo ? g + 1 : g;
        g = solve(P, O, beta - 1, beta, 0);
        if (g < beta) hi = g; else lo = g;
    }
    return g;
}

static int exact(u64 P, u64 O) { return exact_from_guess(P, O, 0); }

/* ------------------------------------------------------------------ pattern tables */
/* The 19 features of rules/othello/evaluation.py (features()), in its order. */
#define N_FEATURES 19
static float *feature_w;  /* n_stage * N_FEATURES, zeros when the tables have none */
static u64 class_mask[10];
static const u64 NOT_A = 0xFEFEFEFEFEFEFEFEULL, NOT_H = 0x7F7F7F7F7F7F7F7FULL;
static const u64 EDGE_ROWS = 0xFF000000000000FFULL, EDGE_COLS = 0x8181818181818181ULL;
static const u64 CORNERS = 0x8100000000000081ULL;

#define MAX_INST 64
static int n_inst, inst_size[MAX_INST], inst_pat[MAX_INST], inst_sq[MAX_INST][12];
static int n_pat, n_stage, stage_of[65];
static long pat_offset[32];
static long stage_len;
static float *tables;  /* n_stage * stage_len */
static float *bias;

static void load_tables(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(2); }
    int32_t v;
#define RD(x) if (fread(&(x), sizeof(x), 1, f) != 1) { fprintf(stderr, "short %s\n", path); exit(2); }
    RD(v); n_inst = v;
    for (int i = 0; i < n_inst; i++) {
        RD(v); inst_pat[i] = v;
        RD(v); inst_size[i] = v;
        for (int k = 0; k < inst_size[i]; k++) { RD(v); inst_sq[i][k] = v; }
    }
    RD(v); n_pat = v;
    stage_len = 0;
    for (int p = 0; p < n_pat; p++) {
        RD(v);
        pat_offset[p] = stage_len;
        long len = 1;
        for (int k = 0; k < v; k++) len *= 3;
        stage_len += len;
    }
    RD(v); n_stage = v;
    for (int e = 0; e < 65; e++) { RD(v); stage_of[e] = v; }
    for (int c = 0; c < 10; c++) { RD(class_mask[c]); }
    bias = malloc(sizeof(float) * n_stage);
    feature_w = malloc(sizeof(float) * n_stage * N_FEATURES);
    tables = malloc(sizeof(float) * n_stage * stage_len);
    if (fread(bias, sizeof(float), n_stage, f) != (size_t)n_stage ||
        fread(feature_w, sizeof(float), n_stage * N_FEATURES, f) != (size_t)(n_stage * N_FEATURES) ||
        fread(tables, sizeof(float), n_stage * stage_len, f) != (size_t)(n_stage * stage_len)) {
        fprintf(stderr, "short tables %s\n", path);
        exit(2);
    }
#undef RD
    fclose(f);
}

static int stable_edges(u64 b) {
    u64 s = b & CORNERS;
    if (!s) return 0;
    u64 edge = b & (EDGE_ROWS | EDGE_COLS);
    for (int i = 0; i < 7; i++) {
        u64 grown = s | ((((s << 1) & NOT_A) | ((s >> 1) & NOT_H)) & EDGE_ROWS & edge)
                    | (((s << 8) | (s >> 8)) & EDGE_COLS & edge);
        if (grown == s) break;
        s = grown;
    }
    return popc(s);
}

static void features(u64 P, u64 O, float *out) {
    static const int corner[4] = {0, 7, 56, 63}, xsq[4] = {9, 14, 49, 54};
    static const int csq[4][2] = {{1, 8}, {6, 15}, {48, 57}, {55, 62}};
    u64 e = ~(P | O);
    int k = 0;
    out[k++] = 1.0f;
    for (int c = 0; c < 10; c++) out[k++] = (float)(popc(P & class_mask[c]) - popc(O & class_mask[c]));
    int m_me = popc(moves_of(P, O)), m_opp = popc(moves_of(O, P));
    out[k++] = (float)(m_me - m_opp);
    u64 near = (e << 8) | (e >> 8) | (((e << 1) | (e << 9) | (e >> 7)) & NOT_A)
               | (((e >> 1) | (e >> 9) | (e << 7)) & NOT_H);
    out[k++] = (float)(popc(P & near) - popc(O & near));
    out[k++] = (float)(stable_edges(P) - stable_edges(O));
    int x_open = 0, c_open = 0;
    for (int i = 0; i < 4; i++) {
        if (e >> corner[i] & 1) {
            x_open += (int)(P >> xsq[i] & 1) - (int)(O >> xsq[i] & 1);
            for (int j = 0; j < 2; j++) c_open += (int)(P >> csq[i][j] & 1) - (int)(O >> csq[i][j] & 1);
        }
    }
    out[k++] = (float)x_open;
    out[k++] = (float)c_open;
    out[k++] = popc(e) & 1 ? 1.0f : -1.0f;
    out[k++] = (float)(m_me < 12 ? m_me : 12) / 4.0f;
    out[k++] = (float)(m_opp < 12 ? m_opp : 12) / 4.0f;
}

static float evaluate(u64 P, u64 O) {
    int s = stage_of[64 - popc(P | O)];
    const float *t = tables + (long)s * stage_len;
    float sum = bias[s];
    const float *w = feature_w + s * N_FEATURES;
    int any = 0;
    for (int i = 0; i < N_FEATURES; i++) any |= w[i] != 0.0f;
    if (any) {
        float f[N_FEATURES];
        features(P, O, f);
        for (int i = 0; i < N_FEATURES; i++) sum += w[i] * f[i];
    }
    for (int i = 0; i < n_inst; i++) {
        int idx = 0, m = 1;
        for (int k = 0; k < inst_size[i]; k++) {
            int sq = inst_sq[i][k];
            idx += ((int)(P >> sq & 1) + 2 * (int)(O >> sq & 1)) * m;
            m *= 3;
        }
        sum += t[pat_offset[inst_pat[i]] + idx];
    }
    return sum;
}

/* The search's order from 3 plies up: the child worst for the opponent first. */
static float by_evaluation(u64 np, u64 no, int sq, int depth) {
    (void)sq;
    return depth >= 3 ? evaluate(np, no) : 0.0f;
}

static float search(u64 P, u64 O, int depth, float alpha, float beta, int passed) {
    nodes++;
    u64 mv = moves_of(P, O);
    if (!mv) {
        if (passed || !moves_of(O, P)) return (float)final_score(P, O);
        return -search(O, P, depth, -beta, -alpha, 1);
    }
    if (depth == 0) return evaluate(P, O);
    Children c = {0};
    expand(&c, P, O, mv, by_evaluation, depth);
    float best = -1e9f;
    for (int i = 0; i < c.n; i++) {
        float v = -search(c.p[i], c.o[i], depth - 1, -beta, -alpha, 0);
        if (v > best) {
            best = v;
            if (v > alpha) { alpha = v; if (v >= beta) break; }
        }
    }
    return best;
}

/* ------------------------------------------------------------------ self-play */
typedef struct {
    u64 me, opp;
    int32_t game;
    int16_t label;
    uint8_t exact, pad;
} Record;

static u64 rng_state;
static u64 next_random(void) {  /* splitmix64 */
    u64 z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int random_below(int n) { return (int)(next_random() % (u64)n); }

static int nth_bit(u64 b, int k) {
    while (k--) b &= b - 1;
    return __builtin_ctzll(b);
}

/* The self-play moves' evaluation, for the mover of (P, O): hand-set and deliberately
 * simple (mobility, corners, X-squares next to empty corners), so the data do not depend
 * on any fitted weights. */
static int simple_eval(u64 P, u64 O) {
    const u64 corners = 0x8100000000000081ULL;
    int v = 2 * (popc(moves_of(P, O)) - popc(moves_of(O, P)));
    v += 12 * (popc(P & corners) - popc(O & corners));
    static const int xs[4] = {9, 14, 49, 54}, cs[4] = {0, 7, 56, 63};
    for (int i = 0; i < 4; i++) {
        if (((P | O) >> cs[i] & 1) == 0) {
            v -= 5 * (int)(P >> xs[i] & 1);
            v += 5 * (int)(O >> xs[i] & 1);
        }
    }
    return v;
}

static void gen(u64 seed, int first, int count, int exact_from, int rmin, int rmax, int margin,
                FILE *out) {
    for (int g = first; g < first + count; g++) {
        rng_state = seed * 1000003ULL + (u64)g;
        next_random();
        int n_random = rmin + random_below(rmax - rmin + 1);
        u64 P = 0x0000000810000000ULL, O = 0x0000001008000000ULL;  /* Black: d5 e4 */
        int ply = 0, guess = 0;
        for (;;) {
            u64 mv = moves_of(P, O);
            if (!mv) {
                if (!moves_of(O, P)) break;
                u64 t = P; P = O; O = t;
                guess = -guess;
                continue;
            }
            int empties = 64 - popc(P | O);
            Record r = {P, O, g, 0, 0, 0};
            if (empties <= exact_from) {
                guess = exact_from_guess(P, O, guess);
                r.label = (int16_t)guess;
                r.exact = 1;
            }
            fwrite(&r, sizeof r, 1, out);
            int sq;
            if (ply < n_random) {
                sq = nth_bit(mv, random_below(popc(mv)));
            } else {
                int vals[32], sq_of[32], n = 0, top = -1000000;
                for (u64 m = mv; m; m &= m - 1) {
                    int s = __builtin_ctzll(m);
                    u64 f = flips_of(P, O, s);
                    int v = -simple_eval(O ^ f, P | f | (1ULL << s));
                    vals[n] = v; sq_of[n++] = s;
                    if (v > top) top = v;
                }
                int ok[32], k = 0;
                for (int i = 0; i < n; i++) if (vals[i] >= top - margin) ok[k++] = sq_of[i];
                sq = ok[random_below(k)];
            }
            u64 f = flips_of(P, O, sq);
            u64 np = O ^ f, no = P | f | (1ULL << sq);
            P = np; O = no;
            guess = -guess;
            ply++;
        }
    }
}

static Record *read_records(const char *path, long *n) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(2); }
    fseek(f, 0, SEEK_END);
    long bytes = ftell(f);
    fseek(f, 0, SEEK_SET);
    *n = bytes / (long)sizeof(Record);
    Record *r = malloc(sizeof(Record) * (*n > 0 ? *n : 1));
    if (fread(r, sizeof(Record), *n, f) != (size_t)*n) { fprintf(stderr, "short %s\n", path); exit(2); }
    fclose(f);
    return r;
}

int main(int argc, char **argv) {
    if (sizeof(Record) != 24) { fprintf(stderr, "record layout\n"); return 2; }
    tt = calloc((size_t)1 << TT_BITS, sizeof(Entry));
    if (argc == 10 && !strcmp(argv[1], "gen")) {
        FILE *out = fopen(argv[9], "wb");
        if (!out) { perror(argv[9]); return 2; }
        gen(strtoull(argv[2], NULL, 10), atoi(argv[3]), atoi(argv[4]), atoi(argv[5]),
            atoi(argv[6]), atoi(argv[7]), atoi(argv[8]), out);
        return fclose(out) ? 2 : 0;
    }
    if ((argc == 6 && !strcmp(argv[1], "search")) || (argc == 5 && !strcmp(argv[1], "eval"))) {
        int is_search = argc == 6;
        load_tables(argv[is_search ? 3 : 2]);
        long n;
        Record *r = read_records(argv[is_search ? 4 : 3], &n);
        FILE *out = fopen(argv[is_search ? 5 : 4], "wb");
        if (!out) { perror("out"); return 2; }
        int depth = is_search ? atoi(argv[2]) : 0;
        for (long i = 0; i < n; i++) {
            float v = is_search ? search(r[i].me, r[i].opp, depth, -1e9f, 1e9f, 0)
                                : evaluate(r[i].me, r[i].opp);
            fwrite(&v, sizeof v, 1, out);
        }
        return fclose(out) ? 2 : 0;
    }
    if (argc == 4 && !strcmp(argv[1], "solve")) {
        long n;
        Record *r = read_records(argv[2], &n);
        FILE *out = fopen(argv[3], "wb");
        if (!out) { perror(argv[3]); return 2; }
        for (long i = 0; i < n; i++) {
            int16_t v = (int16_t)exact(r[i].me, r[i].opp);
            fwrite(&v, sizeof v, 1, out);
        }
        return fclose(out) ? 2 : 0;
    }
    fprintf(stderr, "usage: see the comment at the top of othello_datagen.c\n");
    return 2;
}
