/*
 * gtk4-workloads: the GTK 4 peer of Scenery's in-process view benchmarks
 * (Benchmarks/ViewBench). It builds the same widget trees as Scenery's workloads and times
 * what Scenery's figure times: building the views and laying them out in an 800x800 window,
 * with no drawing. Building is creating the widgets; laying out is GTK's own measure and
 * allocate of the window's content (gtk_widget_measure, then gtk_widget_allocate), which
 * also resolves each widget's CSS and shapes its text with Pango, as Scenery's layout does.
 *
 *   flat1000    1,000 rows of an 8x8 drawing area beside a label, in a vertical box
 *   flat10000   10,000 such rows
 *   grid        512 columns (a 5-pixel-wide bar beside "Lorem ipsum dolor sit amet.") in
 *               nested boxes: 2 x 4 double rows of 2 rows of 2 x 4 double columns
 *   messages    1,000 messages (a 40x40 circle's place, author in bold, time, one to three
 *               lines of wrapping text) in a scrolled window with a 20-pixel margin
 *   change      one label of a grid of 100 x 100 labels gets a new text; the figure is the
 *               change and the measure and allocate after it (GTK's size caches leave the
 *               other labels alone, as an incremental layout should)
 *
 * Each runs WARMUP times unmeasured, then RUNS times (the two largest, flat10000 and
 * messages, once unmeasured and HEAVY_RUNS times: each takes seconds), on a fresh tree each
 * run (except "change", which changes one label per run in one tree). The program prints one line per
 * workload, "PEER gtk4 NAME ms=X" (the median), and exits 0.
 *
 * Build: cc -O2 -Wall -Wextra gtk4-workloads.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

enum { RUNS = 9, WARMUP = 2, HEAVY_RUNS = 3, SIZE = 800, MESSAGES = 1000, CELLS = 100 };

static GtkWidget *window, *scroller;

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* A fixed-size placeholder that takes part in layout (a Color.frame in Scenery). */
static GtkWidget *block(int width, int height)
{
    GtkWidget *area = gtk_drawing_area_new();
    gtk_drawing_area_set_content_width(GTK_DRAWING_AREA(area), width);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(area), height);
    return area;
}

static GtkWidget *flat_list(int count)
{
    GtkWidget *list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    char text[32];
    for (int i = 0; i < count; i++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
        GtkWidget *dot = block(8, 8);
        gtk_widget_set_valign(dot, GTK_ALIGN_CENTER);
        gtk_box_append(GTK_BOX(row), dot);
        snprintf(text, sizeof text, "Row %d", i);
        gtk_box_append(GTK_BOX(row), gtk_label_new(text));
        gtk_box_append(GTK_BOX(list), row);
    }
    return list;
}

static GtkWidget *flat1000(void) { return flat_list(1000); }
static GtkWidget *flat10000(void) { return flat_list(10000); }

/* Scenery's default stack spacing. */
enum { SPACING = 8 };

static GtkWidget *grid_column(void)
{
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, SPACING);
    GtkWidget *bar = block(5, 1);
    gtk_widget_set_vexpand(bar, TRUE);
    gtk_box_append(GTK_BOX(box), bar);
    GtkWidget *label = gtk_label_new("Lorem ipsum dolor sit amet.");
    gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
    gtk_box_append(GTK_BOX(box), label);
    return box;
}

static GtkWidget *pair(GtkOrientation orientation, GtkWidget *(*make)(void))
{
    GtkWidget *box = gtk_box_new(orientation, SPACING);
    gtk_box_append(GTK_BOX(box), make());
    gtk_box_append(GTK_BOX(box), make());
    return box;
}

static GtkWidget *double_column(void) { return pair(GTK_ORIENTATION_HORIZONTAL, grid_column); }

static GtkWidget *four(GtkOrientation orientation, GtkWidget *(*make)(void))
{
    GtkWidget *box = gtk_box_new(orientation, SPACING);
    for (int i = 0; i < 4; i++)
        gtk_box_append(GTK_BOX(box), make());
    return box;
}

static GtkWidget *four_double_columns(void) { return four(GTK_ORIENTATION_HORIZONTAL, double_column); }
static GtkWidget *grid_row(void) { return pair(GTK_ORIENTATION_HORIZONTAL, four_double_columns); }
static GtkWidget *double_row(void) { return pair(GTK_ORIENTATION_VERTICAL, grid_row); }
static GtkWidget *four_double_rows(void) { return four(GTK_ORIENTATION_VERTICAL, double_row); }
static GtkWidget *grid(void) { return pair(GTK_ORIENTATION_VERTICAL, four_double_rows); }

/* The same deterministic messages as Scenery's Message.samples. */
static GtkWidget *messages(void)
{
    static const char *const authors[] = { "Ada Lovelace", "Grace Hopper", "Alan Turing", "Barbara Liskov",
                                           "Edsger Dijkstra" };
    static const char sentence[] =
        "The quick brown fox jumps over the lazy dog while the scene host routes another window. ";
    GtkWidget *list = gtk_box_new(GTK_ORIENTATION_VERTICAL, SPACING);
    gtk_widget_set_margin_start(list, 20);
    gtk_widget_set_margin_end(list, 20);
    gtk_widget_set_margin_top(list, 20);
    gtk_widget_set_margin_bottom(list, 20);
    char text[1024], time[16];
    size_t sentence_length = sizeof sentence - 1;
    for (int i = 0; i < MESSAGES; i++) {
        int lines = i % 3 + 1;
        size_t length = (size_t)(lines * 110 - 20);
        for (size_t c = 0; c < length; c++)
            text[c] = sentence[c % sentence_length];
        text[length] = '\0';
        snprintf(time, sizeof time, "%d:%02d", 9 + i / 60 % 12, i % 60);

        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, SPACING);
        GtkWidget *avatar = block(40, 40);
        gtk_widget_set_valign(avatar, GTK_ALIGN_START);
        gtk_box_append(GTK_BOX(row), avatar);
        GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, SPACING);
        GtkWidget *header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, SPACING);
        GtkWidget *author = gtk_label_new(NULL);
        char *markup = g_markup_printf_escaped("<b>%s</b>", authors[i % 5]);
        gtk_label_set_markup(GTK_LABEL(author), markup);
        g_free(markup);
        gtk_box_append(GTK_BOX(header), author);
        GtkWidget *stamp = gtk_label_new(time);
        gtk_widget_add_css_class(stamp, "dim-label");
        gtk_box_append(GTK_BOX(header), stamp);
        gtk_box_append(GTK_BOX(column), header);
        GtkWidget *body = gtk_label_new(text);
        gtk_label_set_wrap(GTK_LABEL(body), TRUE);
        gtk_label_set_xalign(GTK_LABEL(body), 0);
        gtk_widget_set_hexpand(body, TRUE);
        gtk_box_append(GTK_BOX(column), body);
        gtk_box_append(GTK_BOX(row), column);
        gtk_box_append(GTK_BOX(list), row);
    }
    return list;
}

static GtkWidget *cells[CELLS * CELLS];

static GtkWidget *cell_tree(void)
{
    GtkWidget *rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    for (int r = 0; r < CELLS; r++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
        for (int c = 0; c < CELLS; c++) {
            GtkWidget *label = gtk_label_new("0");
            cells[r * CELLS + c] = label;
            gtk_box_append(GTK_BOX(row), label);
        }
        gtk_box_append(GTK_BOX(rows), row);
    }
    return rows;
}

/* Measures and allocates the window's content at SIZE x SIZE, as a frame's layout phase
 * would. */
static void lay_out(void)
{
    int minimum, natural;
    gtk_widget_measure(scroller, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(scroller, GTK_ORIENTATION_VERTICAL, SIZE, &minimum, &natural, NULL, NULL);
    gtk_widget_allocate(scroller, SIZE, SIZE, -1, NULL);
}

static double first_layout(GtkWidget *(*make)(void))
{
    gint64 start = g_get_monotonic_time();
    GtkWidget *content = make();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), content);
    lay_out();
    double ms = (double)(g_get_monotonic_time() - start) / 1000.0;
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), NULL);
    return ms;
}

static void report(const char *name, double *times, int runs)
{
    qsort(times, runs, sizeof times[0], compare);
    printf("PEER gtk4 %s ms=%.3f\n", name, times[runs / 2]);
    fflush(stdout);
}

static gboolean run(gpointer data)
{
    (void)data;
    static const struct {
        const char *name;
        GtkWidget *(*make)(void);
        gboolean heavy;
    } workloads[] = { { "flat1000", flat1000, FALSE }, { "flat10000", flat10000, TRUE }, { "grid", grid, FALSE },
                      { "messages", messages, TRUE } };
    double times[RUNS];
    for (size_t w = 0; w < G_N_ELEMENTS(workloads); w++) {
        int warmup = workloads[w].heavy ? 1 : WARMUP, runs = workloads[w].heavy ? HEAVY_RUNS : RUNS;
        for (int i = 0; i < warmup + runs; i++) {
            double ms = first_layout(workloads[w].make);
            if (i >= warmup)
                times[i - warmup] = ms;
        }
        report(workloads[w].name, times, runs);
    }

    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), cell_tree());
    lay_out();
    char text[16];
    for (int i = 0; i < WARMUP + RUNS; i++) {
        snprintf(text, sizeof text, "%d", i + 1);
        gint64 start = g_get_monotonic_time();
        gtk_label_set_text(GTK_LABEL(cells[50 * CELLS + 50]), text);
        lay_out();
        double ms = (double)(g_get_monotonic_time() - start) / 1000.0;
        if (i >= WARMUP)
            times[i - WARMUP] = ms;
    }
    report("change", times, RUNS);
    gtk_window_destroy(GTK_WINDOW(window));
    return G_SOURCE_REMOVE;
}

static void mapped(GtkWidget *widget, gpointer data)
{
    (void)widget;
    (void)data;
    g_idle_add(run, NULL);
}

static void activate(GtkApplication *app, gpointer data)
{
    (void)data;
    window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Workloads");
    gtk_window_set_default_size(GTK_WINDOW(window), SIZE, SIZE);
    scroller = gtk_scrolled_window_new();
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv)
{
    GtkApplication *app = gtk_application_new("org.scenery.bench.Gtk4Workloads", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
