// The one header of libpng that the bridge needs.
#include <png.h>
