#include <pango/pangocairo.h>
/* The renderer's compact font configuration (SceneryCairo/FontConfigurationCache). */
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
