/*
 * gtk4-interactions: the GTK 4 peer of Scenery's navigation benchmarks. It times three
 * interactions from the change to the end of the frame that shows it (the frame clock's
 * "after-paint" signal), in a 800x800 window under the benchmark's Xvfb. It reports two
 * figures: the latency (from the change to the end of that frame, which includes waiting
 * for the frame clock's next tick) and the work (the change itself plus the frame, from the
 * frame clock's "before-paint" to "after-paint"), which is what Scenery's in-process figure
 * compares with.
 *
 *   push    a page of 100 rows (a GtkListBox of labels in a GtkScrolledWindow, built when
 *           it is pushed, as a navigation destination is) becomes the GtkStack's visible
 *           child; no transition
 *   pop     back to the root page; the pushed page is removed and freed
 *   tab     a GtkNotebook of three tabs, each holding 100 rows, switches to the next tab
 *   select  the selected row of a GtkListView over 10,000 strings moves by one
 *
 * Each interaction runs WARMUP times unmeasured, then RUNS times; the program prints one
 * line per interaction, "PEER gtk4 NAME work_ms=X latency_ms=Y" (medians), and exits 0.
 *
 * Build: cc -O2 -Wall -Wextra gtk4-interactions.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

enum { RUNS = 21, WARMUP = 3, ROWS = 100, LIST_ROWS = 10000 };

typedef enum { PUSH, POP, TAB, SELECT, DONE } Step;
static const char *const step_names[] = { "push", "pop", "tab", "select" };

static GtkWidget *window;
static GtkWidget *stack, *root_page, *pushed_page;
static GtkWidget *notebook;
static GtkSingleSelection *selection;
static GtkWidget *stack_box, *notebook_box, *list_box;

static Step step = PUSH;
static int iteration;
static gint64 started, acted, frame_started;
static gboolean waiting;
static double latency[RUNS], work[RUNS];

static GtkWidget *rows_page(const char *prefix)
{
    GtkWidget *list = gtk_list_box_new();
    char text[64];
    for (int i = 0; i < ROWS; i++) {
        snprintf(text, sizeof text, "%s row %d", prefix, i);
        GtkWidget *label = gtk_label_new(text);
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_list_box_append(GTK_LIST_BOX(list), label);
    }
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_vexpand(scrolled, TRUE);
    return scrolled;
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Shows the widgets the next step works on, so its first measured frame does not pay for
 * switching the window's content. */
static void show_for(Step s)
{
    gtk_widget_set_visible(stack_box, s == PUSH || s == POP);
    gtk_widget_set_visible(notebook_box, s == TAB);
    gtk_widget_set_visible(list_box, s == SELECT);
}

/* Performs one interaction of the current step. */
static void act(void)
{
    switch (step) {
    case PUSH:
    case POP:
        /* A run of the push step pushes, a run of the pop step pops; the unmeasured half
         * of each pair restores the starting state. */
        if (pushed_page == NULL) {
            pushed_page = rows_page("Trail");
            gtk_stack_add_child(GTK_STACK(stack), pushed_page);
            gtk_stack_set_visible_child(GTK_STACK(stack), pushed_page);
        } else {
            gtk_stack_set_visible_child(GTK_STACK(stack), root_page);
            gtk_stack_remove(GTK_STACK(stack), pushed_page);
            pushed_page = NULL;
        }
        break;
    case TAB: {
        int next = (gtk_notebook_get_current_page(GTK_NOTEBOOK(notebook)) + 1) % 3;
        gtk_notebook_set_current_page(GTK_NOTEBOOK(notebook), next);
        break;
    }
    case SELECT: {
        guint next = (gtk_single_selection_get_selected(selection) + 1) % LIST_ROWS;
        gtk_single_selection_set_selected(selection, next);
        break;
    }
    case DONE:
        break;
    }
}

static gboolean next_action(gpointer data);

static void before_paint(GdkFrameClock *clock, gpointer data)
{
    (void)clock;
    (void)data;
    if (waiting)
        frame_started = g_get_monotonic_time();
}

static void after_paint(GdkFrameClock *clock, gpointer data)
{
    (void)clock;
    (void)data;
    if (!waiting)
        return;
    waiting = FALSE;
    gint64 now = g_get_monotonic_time();
    double ms = (double)(now - started) / 1000.0;
    double busy = (double)((acted - started) + (now - frame_started)) / 1000.0;
    /* For push and pop only the matching half of each pair counts. */
    gboolean counted = (step == PUSH && pushed_page != NULL) || (step == POP && pushed_page == NULL) ||
                       step == TAB || step == SELECT;
    if (counted) {
        if (iteration >= WARMUP) {
            latency[iteration - WARMUP] = ms;
            work[iteration - WARMUP] = busy;
        }
        iteration++;
    }
    if (iteration == WARMUP + RUNS) {
        qsort(latency, RUNS, sizeof latency[0], compare);
        qsort(work, RUNS, sizeof work[0], compare);
        printf("PEER gtk4 %s work_ms=%.3f latency_ms=%.3f\n", step_names[step], work[RUNS / 2], latency[RUNS / 2]);
        fflush(stdout);
        iteration = 0;
        step++;
        if (step != DONE)
            show_for(step);
    }
    g_idle_add(next_action, NULL);
}

static gboolean next_action(gpointer data)
{
    (void)data;
    if (step == DONE) {
        gtk_window_destroy(GTK_WINDOW(window));
        return G_SOURCE_REMOVE;
    }
    started = g_get_monotonic_time();
    waiting = TRUE;
    act();
    acted = g_get_monotonic_time();
    gtk_widget_queue_draw(window);
    return G_SOURCE_REMOVE;
}

static void mapped(GtkWidget *widget, gpointer data)
{
    (void)data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    g_signal_connect(clock, "before-paint", G_CALLBACK(before_paint), NULL);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
    g_idle_add(next_action, NULL);
}

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
    (void)factory;
    (void)data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
    (void)factory;
    (void)data;
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

static void activate(GtkApplication *app, gpointer data)
{
    (void)data;
    window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Interactions");
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 800);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);

    stack = gtk_stack_new();
    gtk_stack_set_transition_type(GTK_STACK(stack), GTK_STACK_TRANSITION_TYPE_NONE);
    root_page = gtk_button_new_with_label("Trails");
    gtk_stack_add_child(GTK_STACK(stack), root_page);
    stack_box = stack;
    gtk_widget_set_vexpand(stack, TRUE);
    gtk_box_append(GTK_BOX(box), stack);

    notebook = gtk_notebook_new();
    const char *titles[3] = { "Parks", "Trails", "Maps" };
    for (int i = 0; i < 3; i++)
        gtk_notebook_append_page(GTK_NOTEBOOK(notebook), rows_page(titles[i]), gtk_label_new(titles[i]));
    notebook_box = notebook;
    gtk_widget_set_vexpand(notebook, TRUE);
    gtk_box_append(GTK_BOX(box), notebook);

    GtkStringList *strings = gtk_string_list_new(NULL);
    char text[64];
    for (int i = 0; i < LIST_ROWS; i++) {
        snprintf(text, sizeof text, "Row %d", i);
        gtk_string_list_append(strings, text);
    }
    selection = gtk_single_selection_new(G_LIST_MODEL(strings));
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    /* A label per row, bound to its string. */
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_vexpand(scrolled, TRUE);
    list_box = scrolled;
    gtk_box_append(GTK_BOX(box), scrolled);

    show_for(PUSH);
    gtk_window_set_child(GTK_WINDOW(window), box);
    g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv)
{
    GtkApplication *app =
        gtk_application_new("org.scenery.bench.Gtk4Interactions", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
