/* No code: this target exists for its resources. The bundled fonts (Fonts/, through the link
   beside this file) are copied next to every executable built from the package, a user's test
   runner included, as PACKAGE_ButtonRenderFonts.resources; FontLibrary finds them there.
   It is a C target because SwiftPM gives a Swift target with resources an accessor that imports
   Foundation, which the command-line tool does not link. */
