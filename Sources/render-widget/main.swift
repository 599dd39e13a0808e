import RenderWidgetCommand

RenderWidgetCommand.main()
