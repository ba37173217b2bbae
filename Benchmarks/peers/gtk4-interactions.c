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
 *   menu    a GtkPopover of ten flat buttons (a menu's items) pops up under its button; the
 *           frame counted is the first one after the popover is mapped (a popup shares its
 *           parent's frame clock); the unmeasured half pops it down again
 *   sheet   a modal GtkWindow transient for the main one (a sheet's window) is presented; the
 *           frame counted is the dialog's own first frame; the unmeasured half destroys it
 *   type    one character typed into a focused GtkEntry above 333 rows of two labels (about
 *           1,000 widgets): the entry's "insert-at-cursor" keybinding signal, the action a
 *           key press runs (GTK 4 cannot synthesize a key event); TYPE_RUNS runs, so the line
 *           also carries the 99th percentile
 *
 * Each interaction runs WARMUP times unmeasured, then RUNS times; the program prints one
 * line per interaction, "PEER gtk4 NAME work_ms=X latency_ms=Y" (medians; the type line adds
 * "p99_work_ms=X p99_latency_ms=Y"), and exits 0.
 *
 * Build: cc -O2 -Wall -Wextra gtk4-interactions.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

enum { RUNS = 21, TYPE_RUNS = 101, WARMUP = 3, ROWS = 100, LIST_ROWS = 10000, TYPE_ROWS = 333, MENU_ITEMS = 10 };

typedef enum { PUSH, POP, TAB, SELECT, MENU, SHEET, TYPE, DONE } Step;
static const char *const step_names[] = { "push", "pop", "tab", "select", "menu", "sheet", "type" };

static GtkWidget *window;
static GtkWidget *stack, *root_page, *pushed_page;
static GtkWidget *notebook;
static GtkSingleSelection *selection;
static GtkWidget *stack_box, *notebook_box, *list_box, *menu_box, *type_box;
static GtkWidget *popover, *dialog, *entry;
/* Which frame clock a paint signal came from. */
enum { MAIN_CLOCK = 0, DIALOG_CLOCK = 1 };

static Step step = PUSH;
static int iteration;
static gint64 started, acted, frame_started;
static gboolean waiting;
static double latency[TYPE_RUNS], work[TYPE_RUNS];

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
    gtk_widget_set_visible(menu_box, s == MENU || s == SHEET);
    gtk_widget_set_visible(type_box, s == TYPE);
    if (s == TYPE)
        gtk_widget_grab_focus(entry);
}

static int runs_of(Step s)
{
    return s == TYPE ? TYPE_RUNS : RUNS;
}

static void before_paint(GdkFrameClock *clock, gpointer data);
static void after_paint(GdkFrameClock *clock, gpointer data);

/* The sheet's window: once mapped, its own frame clock's paints are watched too. */
static void dialog_mapped(GtkWidget *widget, gpointer data)
{
    (void)data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    g_signal_connect(clock, "before-paint", G_CALLBACK(before_paint), GINT_TO_POINTER(DIALOG_CLOCK));
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), GINT_TO_POINTER(DIALOG_CLOCK));
}

static void present_sheet(void)
{
    dialog = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(dialog), "Rename");
    gtk_window_set_transient_for(GTK_WINDOW(dialog), GTK_WINDOW(window));
    gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_start(box, 20);
    gtk_widget_set_margin_end(box, 20);
    gtk_widget_set_margin_top(box, 20);
    gtk_widget_set_margin_bottom(box, 20);
    gtk_box_append(GTK_BOX(box), gtk_label_new("Rename the document"));
    gtk_box_append(GTK_BOX(box), gtk_button_new_with_label("Done"));
    gtk_window_set_child(GTK_WINDOW(dialog), box);
    g_signal_connect(dialog, "map", G_CALLBACK(dialog_mapped), NULL);
    gtk_window_present(GTK_WINDOW(dialog));
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
    case MENU:
        if (gtk_widget_get_visible(popover))
            gtk_popover_popdown(GTK_POPOVER(popover));
        else
            gtk_popover_popup(GTK_POPOVER(popover));
        break;
    case SHEET:
        if (dialog == NULL) {
            present_sheet();
        } else {
            gtk_window_destroy(GTK_WINDOW(dialog));
            dialog = NULL;
        }
        break;
    case TYPE:
        g_signal_emit_by_name(gtk_editable_get_delegate(GTK_EDITABLE(entry)), "insert-at-cursor", "a");
        break;
    case DONE:
        break;
    }
}

static gboolean next_action(gpointer data);

/* The clock whose paint the current half-step waits for: the sheet's opening half waits for
 * the dialog's own frame, every other one for the main window's. */
static int awaited_clock(void)
{
    return step == SHEET && dialog != NULL ? DIALOG_CLOCK : MAIN_CLOCK;
}

static void before_paint(GdkFrameClock *clock, gpointer data)
{
    (void)clock;
    if (waiting && GPOINTER_TO_INT(data) == awaited_clock())
        frame_started = g_get_monotonic_time();
}

static void after_paint(GdkFrameClock *clock, gpointer data)
{
    (void)clock;
    if (!waiting || GPOINTER_TO_INT(data) != awaited_clock())
        return;
    /* A popover is mapped during a frame's layout: until then its frame is still to come. */
    if (step == MENU && gtk_widget_get_visible(popover) && !gtk_widget_get_mapped(popover))
        return;
    waiting = FALSE;
    gint64 now = g_get_monotonic_time();
    double ms = (double)(now - started) / 1000.0;
    double busy = (double)((acted - started) + (now - frame_started)) / 1000.0;
    /* For push and pop only the matching half of each pair counts. */
    /* For menu and sheet only the opening half of each pair counts. */
    gboolean counted = (step == PUSH && pushed_page != NULL) || (step == POP && pushed_page == NULL) ||
                       step == TAB || step == SELECT || step == TYPE ||
                       (step == MENU && gtk_widget_get_visible(popover)) || (step == SHEET && dialog != NULL);
    int runs = runs_of(step);
    if (counted) {
        if (iteration >= WARMUP) {
            latency[iteration - WARMUP] = ms;
            work[iteration - WARMUP] = busy;
        }
        iteration++;
    }
    if (iteration == WARMUP + runs) {
        qsort(latency, runs, sizeof latency[0], compare);
        qsort(work, runs, sizeof work[0], compare);
        printf("PEER gtk4 %s work_ms=%.3f latency_ms=%.3f", step_names[step], work[runs / 2], latency[runs / 2]);
        if (step == TYPE) {
            int p99 = (runs * 99 + 99) / 100 - 1;
            printf(" p99_work_ms=%.3f p99_latency_ms=%.3f", work[p99], latency[p99]);
        }
        printf("\n");
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
        gtk_widget_unparent(popover);
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
    g_signal_connect(clock, "before-paint", G_CALLBACK(before_paint), GINT_TO_POINTER(MAIN_CLOCK));
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), GINT_TO_POINTER(MAIN_CLOCK));
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

    /* A button with the menu's popover, and the sheet's button beside it. */
    menu_box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *actions = gtk_button_new_with_label("Actions");
    gtk_widget_set_halign(actions, GTK_ALIGN_START);
    gtk_box_append(GTK_BOX(menu_box), actions);
    gtk_box_append(GTK_BOX(menu_box), gtk_button_new_with_label("Rename…"));
    popover = gtk_popover_new();
    gtk_popover_set_has_arrow(GTK_POPOVER(popover), FALSE);
    GtkWidget *items = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    for (int i = 0; i < MENU_ITEMS; i++) {
        snprintf(text, sizeof text, "Action %d", i);
        GtkWidget *item = gtk_button_new_with_label(text);
        gtk_button_set_has_frame(GTK_BUTTON(item), FALSE);
        gtk_box_append(GTK_BOX(items), item);
    }
    gtk_popover_set_child(GTK_POPOVER(popover), items);
    gtk_widget_set_parent(popover, actions);
    gtk_widget_set_vexpand(menu_box, TRUE);
    gtk_box_append(GTK_BOX(box), menu_box);

    /* A focused entry above 333 rows of two labels. */
    type_box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    entry = gtk_entry_new();
    gtk_box_append(GTK_BOX(type_box), entry);
    GtkWidget *rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    for (int i = 0; i < TYPE_ROWS; i++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
        gtk_box_append(GTK_BOX(row), gtk_label_new("•"));
        snprintf(text, sizeof text, "Row %d", i);
        gtk_box_append(GTK_BOX(row), gtk_label_new(text));
        gtk_box_append(GTK_BOX(rows), row);
    }
    GtkWidget *rows_scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(rows_scrolled), rows);
    gtk_widget_set_vexpand(rows_scrolled, TRUE);
    gtk_box_append(GTK_BOX(type_box), rows_scrolled);
    gtk_widget_set_vexpand(type_box, TRUE);
    gtk_box_append(GTK_BOX(box), type_box);

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
