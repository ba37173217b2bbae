/*
 * gtk3-hello: the GTK 3 peer of Scenery's Hello example, for the launch
 * benchmark. A window titled "Hello" holding a vertical box with a large
 * globe icon above "Hello, world!", padded by 16 px. Quits when the window
 * is closed.
 *
 * Build: cc -O2 -Wall -Wextra gtk3-hello.c $(pkg-config --cflags --libs gtk+-3.0)
 */
#include <gtk/gtk.h>

int main(int argc, char **argv)
{
    gtk_init(&argc, &argv);

    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "Hello");
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    gtk_widget_set_margin_top(box, 16);
    gtk_widget_set_margin_bottom(box, 16);
    gtk_widget_set_margin_start(box, 16);
    gtk_widget_set_margin_end(box, 16);

    /* GTK_ICON_SIZE_DND is GTK 3's 32 px size, the counterpart of GTK 4's "large". */
    GtkWidget *globe = gtk_image_new_from_icon_name("web-browser-symbolic", GTK_ICON_SIZE_DND);
    GtkWidget *label = gtk_label_new("Hello, world!");
    gtk_box_pack_start(GTK_BOX(box), globe, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), label, FALSE, FALSE, 0);

    gtk_container_add(GTK_CONTAINER(window), box);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
