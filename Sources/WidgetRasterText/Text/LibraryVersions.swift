internal import CCairo

/// Versions of the C libraries that decide how pixels come out.
package enum LibraryVersions {
    package static var cairo: String { String(cString: cairo_version_string()) }
    package static var pango: String { String(cString: pango_version_string()) }
    package static var harfBuzz: String { String(cString: hb_version_string()) }

    package static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
