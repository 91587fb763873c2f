import ButtonRenderCommandLine

// The whole command line lives in ButtonRenderCommandLine: this executable alone links the Swift
// runtime statically (Package.swift), and the tests link the command line without it.
ButtonRenderCommand.main()
