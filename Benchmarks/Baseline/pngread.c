/* The PNG baseline of Benchmarks/run: libpng decodes a file to 8-bit RGB(A) in memory, as
   `imagetool decode` does with our decoder, and prints its size. Built with `cc -O2 … -lpng`
   where libpng's development files are installed (Debian: libpng-dev). */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: pngread FILE\n"); return 2; }
    png_image image = {0};
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, argv[1])) { fprintf(stderr, "%s\n", image.message); return 1; }
    image.format = (image.format & PNG_FORMAT_FLAG_ALPHA) ? PNG_FORMAT_RGBA : PNG_FORMAT_RGB;
    png_bytep buffer = malloc(PNG_IMAGE_SIZE(image));
    if (!buffer || !png_image_finish_read(&image, NULL, buffer, 0, NULL)) { fprintf(stderr, "%s\n", image.message); return 1; }
    printf("%ux%u\n", image.width, image.height);
    free(buffer);
    return 0;
}
