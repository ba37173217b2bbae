/*
 * gtk4-hello: the GTK 4 peer of Scenery's Hello example, for the launch
 * benchmark. A GtkApplication whose window, titled "Hello", holds a vertical
 * box with a large globe icon above "Hello, world!", padded by 16 px. The
 * application ends when its last window is closed.
 *
 * G_APPLICATION_NON_UNIQUE: no name is claimed on the session bus, so the app
 * starts (and is measured) the same way with or without D-Bus.
 *
 * Build: cc -O2 -Wall -Wextra gtk4-hello.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>

static void activate(GtkApplication *app, gpointer user_data)
{
    (void)user_data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Hello");

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    gtk_widget_set_margin_top(box, 16);
    gtk_widget_set_margin_bottom(box, 16);
    gtk_widget_set_margin_start(box, 16);
    gtk_widget_set_margin_end(box, 16);

    GtkWidget *globe = gtk_image_new_from_icon_name("web-browser-symbolic");
    gtk_image_set_icon_size(GTK_IMAGE(globe), GTK_ICON_SIZE_LARGE);
    GtkWidget *label = gtk_label_new("Hello, world!");
    gtk_box_append(GTK_BOX(box), globe);
    gtk_box_append(GTK_BOX(box), label);

    gtk_window_set_child(GTK_WINDOW(window), box);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv)
{
    GtkApplication *app =
        gtk_application_new("org.scenery.bench.Gtk4Hello", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
