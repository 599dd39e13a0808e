// Life@USTC's own types the widget files use, from the app's General/ and Schools/ folders, which
// its widget target compiles too: the SwiftData stack with the Course model (the widget's store is
// the app group's, here in memory and holding what a sync of USTC's educational system leaves
// there — this week's lectures and a few exams, laid out as the app's DemoData lays them, relative to
// today), the school system with USTC's timetable behaviour (its period times, folded so the lunch
// and dinner breaks take no width on the week chart), and the Date, String, Array and UserDefaults
// extensions.
import Foundation
import SwiftData
import SwiftUI

// MARK: - General/Models/Education/Course.swift

@Model
final class Course {
    @Relationship(deleteRule: .cascade, inverse: \Lecture.course) var lectures: [Lecture] = []

    @Attribute(.unique) var jw_id: Int
    var name: String
    var courseCode: String
    var lessonCode: String
    var teacherName: String
    var detailText: String?
    var credit: Double
    var additionalInfo: [String: String]
    var dateTimePlacePersonText: String?

    var color: Color {
        return Color.fromSeed(name)
    }

    init(
        jw_id: Int,
        name: String,
        courseCode: String,
        lessonCode: String,
        teacherName: String,
        description: String? = "",
        credit: Double = 0,
        additionalInfo: [String: String] = [:],
        dateTimePlacePersonText: String? = nil
    ) {
        self.jw_id = jw_id
        self.name = name
        self.courseCode = courseCode
        self.lessonCode = lessonCode
        self.teacherName = teacherName
        self.detailText = description
        self.credit = credit
        self.additionalInfo = additionalInfo
        self.dateTimePlacePersonText = dateTimePlacePersonText
    }
}

// MARK: - General/SwiftDataStack.swift

enum SwiftDataStack {
    private static let schema = Schema([
        Course.self,
        Lecture.self,
        Exam.self,
    ])

    /// The app group's store, as the app left it after its last sync.
    private static let productionContainer: ModelContainer = {
        let modelConfiguration = ModelConfiguration(
            schema: schema,
            isStoredInMemoryOnly: false,
            groupContainer: .identifier("group.dev.tiankaima.Life-USTC")
        )
        let container = try! ModelContainer(for: schema, configurations: [modelConfiguration])
        LastSync.store(in: ModelContext(container))
        return container
    }()

    static var modelContainer: ModelContainer { productionContainer }

    @MainActor static var modelContext: ModelContext { modelContainer.mainContext }
}

/// What the app's last sync of the curriculum and exams stored: this semester's courses with this
/// week's lectures (Sunday-based weeks, as `startOfWeek()` counts them) and the exams the
/// educational system lists.
enum LastSync {
    static func store(in context: ModelContext) {
        let analysis = Course(
            jw_id: 15661, name: "数学分析 B1", courseCode: "MATH1006", lessonCode: "MATH1006.02",
            teacherName: "程艺", credit: 6, dateTimePlacePersonText: "周一三五·东区五教"
        )
        addLectures(to: analysis, schedule: [
            (1, 9, 45, 95, "5104"),
            (3, 9, 45, 95, "5104"),
            (5, 9, 45, 95, "5104"),
        ], in: context)

        let mechanics = Course(
            jw_id: 15249, name: "力学 A", courseCode: "PHYS1001A", lessonCode: "PHYS1001A.01",
            teacherName: "李阳", credit: 4, dateTimePlacePersonText: "周二四·第五教学楼"
        )
        addLectures(to: mechanics, schedule: [
            (2, 9, 45, 95, "5102"),
            (4, 7, 50, 95, "5102"),
        ], in: context)

        let programming = Course(
            jw_id: 20832, name: "计算机程序设计 A", courseCode: "CS1001A", lessonCode: "CS1001A.H1",
            teacherName: "孙广中", credit: 4, dateTimePlacePersonText: "周一二五·西活机房"
        )
        addLectures(to: programming, schedule: [
            (1, 19, 30, 145, "西活机房"),
            (2, 15, 55, 95, "5306"),
            (5, 14, 0, 95, "5306"),
        ], in: context)

        let algebra = Course(
            jw_id: 18001, name: "线性代数 A", courseCode: "MATH1002", lessonCode: "MATH1002.02",
            teacherName: "朱光", credit: 4, dateTimePlacePersonText: "周一四·东区四教"
        )
        addLectures(to: algebra, schedule: [
            (1, 7, 50, 95, "4101"),
            (4, 14, 0, 95, "4101"),
        ], in: context)

        let writing = Course(
            jw_id: 19002, name: "英语写作", courseCode: "ENGL1001", lessonCode: "ENGL1001.05",
            teacherName: "Julia", credit: 2, dateTimePlacePersonText: "周一三·第二教学楼"
        )
        addLectures(to: writing, schedule: [
            (1, 15, 55, 95, "2208"),
            (3, 14, 0, 95, "2208"),
        ], in: context)

        let lab = Course(
            jw_id: 16000, name: "大学物理-综合实验 B", courseCode: "PHYS1009B", lessonCode: "PHYS1009B.02",
            teacherName: "代如成, 刘应玲, 吴玉椿", credit: 1, dateTimePlacePersonText: "晚间·东区教一楼物理实验室"
        )
        addLectures(to: lab, schedule: [
            (4, 19, 30, 145, "教1-物理实验室"),
        ], in: context)

        let today = Date().stripTime()
        let exams = [
            Exam(
                lessonCode: "MATH1006.02", courseName: "数学分析 B1", typeName: "期中考试",
                startDate: today + DateComponents(day: -1, hour: 14, minute: 30),
                endDate: today + DateComponents(day: -1, hour: 16, minute: 30),
                classRoomName: "5401", classRoomBuildingName: "第五教学楼", classRoomDistrict: "东区",
                description: "覆盖第一至六章"
            ),
            Exam(
                lessonCode: "PHYS1001A.01", courseName: "力学 A", typeName: "期中考试",
                startDate: today + DateComponents(day: 3, hour: 19, minute: 0),
                endDate: today + DateComponents(day: 3, hour: 21, minute: 0),
                classRoomName: "3203", classRoomBuildingName: "第三教学楼", classRoomDistrict: "西区",
                description: "携带计算器"
            ),
            Exam(
                lessonCode: "MATH1002.02", courseName: "线性代数 A", typeName: "期中考试",
                startDate: today + DateComponents(day: 9, hour: 9, minute: 45),
                endDate: today + DateComponents(day: 9, hour: 11, minute: 45),
                classRoomName: "5104", classRoomBuildingName: "第五教学楼", classRoomDistrict: "东区",
                description: ""
            ),
            Exam(
                lessonCode: "CS1001A.H1", courseName: "计算机程序设计 A", typeName: "上机考试",
                startDate: today + DateComponents(day: 16, hour: 14, minute: 30),
                endDate: today + DateComponents(day: 16, hour: 16, minute: 30),
                classRoomName: "西活机房", classRoomBuildingName: "西区学生活动中心", classRoomDistrict: "西区",
                description: ""
            ),
            Exam(
                lessonCode: "ENGL1001.05", courseName: "英语写作", typeName: "期末考试",
                startDate: today + DateComponents(day: 24, hour: 8, minute: 30),
                endDate: today + DateComponents(day: 24, hour: 10, minute: 30),
                classRoomName: "2208", classRoomBuildingName: "第二教学楼", classRoomDistrict: "东区",
                description: ""
            ),
        ]
        exams.forEach { context.insert($0) }
        try? context.save()
    }

    /// A course's lectures this week: (day after the week's Sunday, hour, minute, minutes, room).
    private static func addLectures(
        to course: Course,
        schedule: [(Int, Int, Int, Int, String)],
        in context: ModelContext
    ) {
        context.insert(course)
        for (dayOffset, startHour, startMinute, durationMinutes, location) in schedule {
            let startDate = Date().startOfWeek().add(day: dayOffset)
                + DateComponents(hour: startHour, minute: startMinute)
            let endDate = startDate + DateComponents(minute: durationMinutes)
            let firstPeriod = max(1, startHour - 7)
            let lecture = Lecture(
                startDate: startDate,
                endDate: endDate,
                name: course.name,
                location: location,
                teacherName: course.teacherName,
                periods: Double(durationMinutes) / 50.0,
                startIndex: firstPeriod,
                endIndex: firstPeriod + Int((Double(durationMinutes) / 50.0).rounded()) - 1
            )
            lecture.course = course
            course.lectures.append(lecture)
            context.insert(lecture)
        }
    }
}

// MARK: - Schools/Protocols/CurriculumBehavior.swift, SchoolSystem.swift

/// Which times the curriculum chart marks, and how clock minutes map onto its axis.
struct CurriculumBehavior {
    var shownTimes: [Int] = []
    var highLightTimes: [Int] = []
    var convertTo: (Int) -> Int = { $0 }
    var convertFrom: (Int) -> Int = { $0 }
}

struct School {
    let abbrName: String
    let fullName: String
    let fullChineseName: String

    let curriculumBehavior: CurriculumBehavior

    let updateCurriculum: () async throws -> Void
    let updateExam: () async throws -> Void
}

enum SchoolSystem {
    static var current: School! = USTCSchool.make()
}

// MARK: - Schools/USTC

enum USTCSchool {
    static func make() -> School {
        School(
            abbrName: "USTC",
            fullName: "University of Science and Technology of China",
            fullChineseName: "中国科学技术大学",
            curriculumBehavior: ustcCurriculumBehavior,
            // The widget only reads the store; the app syncs it.
            updateCurriculum: {},
            updateExam: {}
        )
    }

    static var ustcCurriculumBehavior: CurriculumBehavior {
        return CurriculumBehavior(
            shownTimes: [
                7 * 60 + 50,
                9 * 60 + 45,
                11 * 60 + 20,
                14 * 60 + 0 - 105,
                15 * 60 + 55 - 105,
                17 * 60 + 30 - 105,
                19 * 60 + 30 - 105 - 65,
                21 * 60 + 5 - 105 - 65,
            ],
            highLightTimes: [
                12 * 60 + 10,
                18 * 60 + 20 - 105,
                21 * 60 + 55 - 105 - 65,
            ],
            convertTo: { value in
                value <= 730 ? value : value <= 1100 ? value - 105 : value - 170
            },
            convertFrom: { value in
                value <= 730 ? value : value <= 995 ? value + 105 : value + 170
            }
        )
    }
}

// MARK: - General/Constants.swift

extension UserDefaults {
    /// Data the widget and the app share.
    static let appGroup = UserDefaults(
        suiteName: "group.dev.tiankaima.Life-USTC"
    )!
}

// MARK: - General/Extensions/DateExtension.swift

func + (lhs: Date, rhs: DateComponents) -> Date {
    Calendar.current.date(byAdding: rhs, to: lhs)!
}

extension Date {
    /// "HH:mm", 24-hour.
    func stripHMwithTimezone() -> String {
        let components = Calendar.current.dateComponents([.hour, .minute], from: self)
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "HH:mm"
        dateFormatter.locale = Locale(identifier: "en_GB")
        return dateFormatter.string(from: Calendar.current.date(from: components)!)
    }

    /// Midnight of this day.
    func stripTime() -> Date {
        let components = Calendar.current.dateComponents([.year, .month, .day], from: self)
        return Calendar.current.date(from: components)!
    }

    /// The time of day alone.
    func stripDate() -> Date {
        let components = Calendar.current.dateComponents([.hour, .minute, .second, .nanosecond], from: self)
        return Calendar.current.date(from: components)!
    }

    var minutesSinceMidnight: Int {
        let components = Calendar.current.dateComponents([.hour, .minute], from: self)
        return (components.hour ?? 0) * 60 + (components.minute ?? 0)
    }

    func add(year: Int = 0, month: Int = 0, day: Int = 0) -> Date {
        self + DateComponents(year: year, month: month, day: day)
    }

    /// The start of this date's week.
    func startOfWeek() -> Date {
        Calendar(identifier: .gregorian)
            .dateComponents([.calendar, .yearForWeekOfYear, .weekOfYear], from: self)
            .date!
    }
}

// MARK: - General/Extensions/StringExtension.swift

extension String {
    var localized: String {
        NSLocalizedString(self, comment: "")
    }

    /// The first `length` characters and "...", or the string if it is no longer.
    func truncated(length: Int = 6) -> String {
        guard count > length else { return self }
        let endIndex = index(startIndex, offsetBy: length)
        return String(self[..<endIndex]) + "..."
    }
}

// MARK: - General/Extensions/GenericsExtension.swift

/// `@AppStorage` of an array of Codable elements, stored as JSON.
extension Array: @retroactive RawRepresentable where Element: Codable {
    public init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8),
            let result = try? JSONDecoder().decode([Element].self, from: data)
        else { return nil }
        self = result
    }

    public var rawValue: String {
        guard let data = try? JSONEncoder().encode(self),
            let result = String(data: data, encoding: .utf8)
        else { return "[]" }
        return result
    }
}
