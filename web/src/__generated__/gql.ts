/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AuthProvider_viewer on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    workHours\n    workAddress\n    profileImageUrl\n    role\n    isAdmin\n    isManager\n    isHr\n    isActive\n    capabilities\n    manager {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.AuthProvider_ViewerFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...AuthProvider_viewer\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": typeof types.SignOutDocument,
    "\n  query AdminAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      overview {\n        ...OverviewPanel_overview\n      }\n      performance {\n        ...OverviewPanel_performance\n      }\n      trends {\n        ...TrendsPanel_trend\n      }\n      departments {\n        ...DepartmentsPanel_department\n      }\n      predictions {\n        ...PredictionsPanel_prediction\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  fragment DepartmentsPanel_department on DepartmentAnalytics {\n    department\n    employeeCount\n    totalRequests\n    approvalRate\n    avgPTOUsed\n    avgSicknessUsed\n  }\n": typeof types.DepartmentsPanel_DepartmentFragmentDoc,
    "\n  fragment OverviewPanel_overview on AnalyticsOverview {\n    totalEmployees\n    activeRequests\n    pendingRequests\n    approvedRequests\n    approvalRate\n    rejectionRate\n    avgProcessingTime\n    avgApprovalTime\n    totalProcessed\n    totalPTOUsed\n    totalSicknessUsed\n  }\n": typeof types.OverviewPanel_OverviewFragmentDoc,
    "\n  fragment OverviewPanel_performance on AnalyticsPerformance {\n    withinTargetRate\n    overduePending\n  }\n": typeof types.OverviewPanel_PerformanceFragmentDoc,
    "\n  fragment PredictionsPanel_prediction on DepartmentPrediction {\n    department\n    month\n    predictedRequests\n    predictedPTOUsage\n    remainingPTODays\n    riskLevel\n    confidence\n    historyMonths\n    method\n  }\n": typeof types.PredictionsPanel_PredictionFragmentDoc,
    "\n  fragment ReportResult_report on CustomReport {\n    reportType\n    title\n    generatedAt\n    period {\n      startDate\n      endDate\n    }\n    departments\n    summary {\n      key\n      value\n    }\n    columns {\n      key\n      label\n    }\n    rows\n    totalRows\n  }\n": typeof types.ReportResult_ReportFragmentDoc,
    "\n  query AdminCustomReport($input: CustomReportInput!) {\n    customReport(input: $input) {\n      ...ReportResult_report\n    }\n  }\n": typeof types.AdminCustomReportDocument,
    "\n  query ReportDepartments {\n    departments\n  }\n": typeof types.ReportDepartmentsDocument,
    "\n  fragment TrendsPanel_trend on AnalyticsTrend {\n    month\n    requests\n    approvals\n    rejections\n    ptoDays\n    sicknessDays\n  }\n": typeof types.TrendsPanel_TrendFragmentDoc,
    "\n  fragment AuditEntryItem_entry on AuditLog {\n    id\n    action\n    resourceType\n    resourceId\n    details\n    ipAddress\n    createdAt\n    actor {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.AuditEntryItem_EntryFragmentDoc,
    "\n  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {\n    auditLogPage(page: $page, filter: $filter) {\n      page\n      pages\n      total\n      limit\n      entries {\n        ...AuditEntryItem_entry\n      }\n    }\n  }\n": typeof types.AdminAuditLogPageDocument,
    "\n  query AdminAuditActions {\n    auditActions\n  }\n": typeof types.AdminAuditActionsDocument,
    "\n  query AdminAuditStats {\n    auditStats {\n      since\n      totalEntries\n      activeActors\n      daily {\n        action\n        date\n        count\n      }\n      byAction {\n        key\n        count\n      }\n    }\n  }\n": typeof types.AdminAuditStatsDocument,
    "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": typeof types.ApiTokensSection_TokenFragmentDoc,
    "\n  query AdminApiTokens {\n    apiTokens {\n      ...ApiTokensSection_token\n    }\n  }\n": typeof types.AdminApiTokensDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokensSection_token\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokensSection_token\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  fragment WebhookDeliveries_delivery on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n    attemptLog {\n      attempt\n      statusCode\n      error\n      durationMs\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveries_DeliveryFragmentDoc,
    "\n  query AdminWebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, first: 20) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n": typeof types.RedeliverWebhookDeliveryDocument,
    "\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    events\n    description\n    isActive\n    createdAt\n    deliveries(first: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.WebhooksSection_WebhookFragmentDoc,
    "\n  query AdminWebhooks {\n    webhooks {\n      ...WebhooksSection_webhook\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {\n    updateWebhook(id: $id, input: { isActive: $isActive }) {\n      ...WebhooksSection_webhook\n    }\n  }\n": typeof types.SetWebhookActiveDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  subscription ApprovalsRequestEvents {\n    requestEvents {\n      kind\n      request {\n        id\n      }\n    }\n  }\n": typeof types.ApprovalsRequestEventsDocument,
    "\n  query Approvals($filter: LeaveRequestFilter!) {\n    leaveRequests(first: 100, filter: $filter, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {\n      totalCount\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n": typeof types.ApprovalsDocument,
    "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveLeaveRequest(id: $id, comment: $comment) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": typeof types.ApproveRequestDocument,
    "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectLeaveRequest(id: $id, reason: $reason) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": typeof types.RejectRequestDocument,
    "\n  mutation BulkApproveRequests {\n    bulkApproveLeaveRequests {\n      approved {\n        ...RequestDetailsDialog_request\n      }\n      failed {\n        id\n        requestId\n        message\n      }\n    }\n  }\n": typeof types.BulkApproveRequestsDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  fragment CalendarPage_entry on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n      color\n    }\n    requester {\n      id\n      fullName\n      department\n    }\n  }\n": typeof types.CalendarPage_EntryFragmentDoc,
    "\n  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {\n    teamCalendar(start: $start, end: $end, department: $department, status: $status) {\n      ...CalendarPage_entry\n    }\n    departments\n  }\n": typeof types.TeamCalendarDocument,
    "\n  query Dashboard($userId: ID!, $today: Date!) {\n    viewer {\n      id\n      manager {\n        id\n        fullName\n      }\n      balances {\n        id\n        type\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        status\n        ...RequestForm_balance\n      }\n      ...TeamOverviewCard_viewer\n    }\n    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {\n      totalCount\n    }\n    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {\n      totalCount\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment RequestForm_balance on LeaveBalance {\n    id\n    type\n    availableDays\n  }\n": typeof types.RequestForm_BalanceFragmentDoc,
    "\n  query RequestFormTypes {\n    requestTypes {\n      id\n      name\n      displayName\n      requiresApproval\n    }\n  }\n": typeof types.RequestFormTypesDocument,
    "\n  query RequestFormDayCount($input: DayCountInput!) {\n    leaveDayCount(input: $input) {\n      days\n      dayCounting\n    }\n  }\n": typeof types.RequestFormDayCountDocument,
    "\n  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {\n    submitLeaveRequest(input: $input) {\n      id\n      requestId\n      days\n      status\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.SubmitLeaveRequestDocument,
    "\n  fragment TeamOverviewCard_viewer on User {\n    id\n    department\n    manager {\n      id\n      fullName\n      email\n    }\n    team {\n      id\n      name\n      memberCount\n    }\n    directReports {\n      id\n    }\n  }\n": typeof types.TeamOverviewCard_ViewerFragmentDoc,
    "\n  query RequestHistory($userId: ID!, $first: Int!) {\n    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n": typeof types.RequestHistoryDocument,
    "\n  fragment NotificationList_notification on Notification {\n    id\n    type\n    title\n    body\n    createdAt\n    readAt\n    sound\n    request {\n      id\n      requestId\n    }\n  }\n": typeof types.NotificationList_NotificationFragmentDoc,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...NotificationList_notification\n        }\n      }\n    }\n    unreadNotificationCount\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationList_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query PtoReport($range: ReportRange!, $department: String) {\n    ptoReport(range: $range, department: $department) {\n      periodStart\n      periodEnd\n      totalRequests\n      approvedRequests\n      rejectedRequests\n      pendingRequests\n      cancelledRequests\n      approvalRate\n      rejectionRate\n      pendingRate\n      averageProcessingTime\n      processingTargetHours\n      responseRate\n      monthlyStats {\n        month\n        requests\n        approvals\n        approvalRate\n      }\n    }\n    departments\n  }\n": typeof types.PtoReportDocument,
    "\n  fragment RequestDetailsDialog_request on LeaveRequest {\n    id\n    requestId\n    type\n    requestType {\n      id\n      displayName\n      color\n    }\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    approver {\n      id\n      fullName\n    }\n    approvedAt\n    approvalComment\n    rejectedAt\n    rejectionReason\n    cancelledAt\n    viewerCanDecide\n    viewerCanCancel\n  }\n": typeof types.RequestDetailsDialog_RequestFragmentDoc,
    "\n  mutation CancelRequest($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": typeof types.CancelRequestDocument,
    "\n  fragment TeamMemberCard_member on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    jobTitle\n    department\n    balances {\n      id\n      type\n      totalDays\n      usedDays\n      pendingDays\n      availableDays\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TeamMemberCard_MemberFragmentDoc,
    "\n  fragment TeamMemberCard_upcoming on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    requester {\n      id\n    }\n    requestType {\n      id\n      displayName\n    }\n  }\n": typeof types.TeamMemberCard_UpcomingFragmentDoc,
    "\n  query TeamOverview($from: Date!, $to: Date!) {\n    teamOverview {\n      teamSize\n      upcomingPtoRequests\n      upcomingPtoDays\n      members {\n        alert\n        ptoAvailableDays\n        user {\n          ...TeamMemberCard_member\n        }\n      }\n    }\n    upcoming: leaveRequests(\n      first: 100\n      filter: { status: [APPROVED, PENDING], from: $from, to: $to }\n      orderBy: { field: START_DATE, direction: ASC }\n    ) {\n      edges {\n        node {\n          ...TeamMemberCard_upcoming\n        }\n      }\n    }\n  }\n": typeof types.TeamOverviewDocument,
};
const documents: Documents = {
    "\n  fragment AuthProvider_viewer on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    workHours\n    workAddress\n    profileImageUrl\n    role\n    isAdmin\n    isManager\n    isHr\n    isActive\n    capabilities\n    manager {\n      id\n      fullName\n      email\n    }\n  }\n": types.AuthProvider_ViewerFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...AuthProvider_viewer\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": types.SignOutDocument,
    "\n  query AdminAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      overview {\n        ...OverviewPanel_overview\n      }\n      performance {\n        ...OverviewPanel_performance\n      }\n      trends {\n        ...TrendsPanel_trend\n      }\n      departments {\n        ...DepartmentsPanel_department\n      }\n      predictions {\n        ...PredictionsPanel_prediction\n      }\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  fragment DepartmentsPanel_department on DepartmentAnalytics {\n    department\n    employeeCount\n    totalRequests\n    approvalRate\n    avgPTOUsed\n    avgSicknessUsed\n  }\n": types.DepartmentsPanel_DepartmentFragmentDoc,
    "\n  fragment OverviewPanel_overview on AnalyticsOverview {\n    totalEmployees\n    activeRequests\n    pendingRequests\n    approvedRequests\n    approvalRate\n    rejectionRate\n    avgProcessingTime\n    avgApprovalTime\n    totalProcessed\n    totalPTOUsed\n    totalSicknessUsed\n  }\n": types.OverviewPanel_OverviewFragmentDoc,
    "\n  fragment OverviewPanel_performance on AnalyticsPerformance {\n    withinTargetRate\n    overduePending\n  }\n": types.OverviewPanel_PerformanceFragmentDoc,
    "\n  fragment PredictionsPanel_prediction on DepartmentPrediction {\n    department\n    month\n    predictedRequests\n    predictedPTOUsage\n    remainingPTODays\n    riskLevel\n    confidence\n    historyMonths\n    method\n  }\n": types.PredictionsPanel_PredictionFragmentDoc,
    "\n  fragment ReportResult_report on CustomReport {\n    reportType\n    title\n    generatedAt\n    period {\n      startDate\n      endDate\n    }\n    departments\n    summary {\n      key\n      value\n    }\n    columns {\n      key\n      label\n    }\n    rows\n    totalRows\n  }\n": types.ReportResult_ReportFragmentDoc,
    "\n  query AdminCustomReport($input: CustomReportInput!) {\n    customReport(input: $input) {\n      ...ReportResult_report\n    }\n  }\n": types.AdminCustomReportDocument,
    "\n  query ReportDepartments {\n    departments\n  }\n": types.ReportDepartmentsDocument,
    "\n  fragment TrendsPanel_trend on AnalyticsTrend {\n    month\n    requests\n    approvals\n    rejections\n    ptoDays\n    sicknessDays\n  }\n": types.TrendsPanel_TrendFragmentDoc,
    "\n  fragment AuditEntryItem_entry on AuditLog {\n    id\n    action\n    resourceType\n    resourceId\n    details\n    ipAddress\n    createdAt\n    actor {\n      id\n      fullName\n      email\n    }\n  }\n": types.AuditEntryItem_EntryFragmentDoc,
    "\n  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {\n    auditLogPage(page: $page, filter: $filter) {\n      page\n      pages\n      total\n      limit\n      entries {\n        ...AuditEntryItem_entry\n      }\n    }\n  }\n": types.AdminAuditLogPageDocument,
    "\n  query AdminAuditActions {\n    auditActions\n  }\n": types.AdminAuditActionsDocument,
    "\n  query AdminAuditStats {\n    auditStats {\n      since\n      totalEntries\n      activeActors\n      daily {\n        action\n        date\n        count\n      }\n      byAction {\n        key\n        count\n      }\n    }\n  }\n": types.AdminAuditStatsDocument,
    "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": types.ApiTokensSection_TokenFragmentDoc,
    "\n  query AdminApiTokens {\n    apiTokens {\n      ...ApiTokensSection_token\n    }\n  }\n": types.AdminApiTokensDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokensSection_token\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokensSection_token\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  fragment WebhookDeliveries_delivery on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n    attemptLog {\n      attempt\n      statusCode\n      error\n      durationMs\n      createdAt\n    }\n  }\n": types.WebhookDeliveries_DeliveryFragmentDoc,
    "\n  query AdminWebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, first: 20) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n": types.RedeliverWebhookDeliveryDocument,
    "\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    events\n    description\n    isActive\n    createdAt\n    deliveries(first: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.WebhooksSection_WebhookFragmentDoc,
    "\n  query AdminWebhooks {\n    webhooks {\n      ...WebhooksSection_webhook\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {\n    updateWebhook(id: $id, input: { isActive: $isActive }) {\n      ...WebhooksSection_webhook\n    }\n  }\n": types.SetWebhookActiveDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  subscription ApprovalsRequestEvents {\n    requestEvents {\n      kind\n      request {\n        id\n      }\n    }\n  }\n": types.ApprovalsRequestEventsDocument,
    "\n  query Approvals($filter: LeaveRequestFilter!) {\n    leaveRequests(first: 100, filter: $filter, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {\n      totalCount\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n": types.ApprovalsDocument,
    "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveLeaveRequest(id: $id, comment: $comment) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": types.ApproveRequestDocument,
    "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectLeaveRequest(id: $id, reason: $reason) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": types.RejectRequestDocument,
    "\n  mutation BulkApproveRequests {\n    bulkApproveLeaveRequests {\n      approved {\n        ...RequestDetailsDialog_request\n      }\n      failed {\n        id\n        requestId\n        message\n      }\n    }\n  }\n": types.BulkApproveRequestsDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  fragment CalendarPage_entry on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n      color\n    }\n    requester {\n      id\n      fullName\n      department\n    }\n  }\n": types.CalendarPage_EntryFragmentDoc,
    "\n  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {\n    teamCalendar(start: $start, end: $end, department: $department, status: $status) {\n      ...CalendarPage_entry\n    }\n    departments\n  }\n": types.TeamCalendarDocument,
    "\n  query Dashboard($userId: ID!, $today: Date!) {\n    viewer {\n      id\n      manager {\n        id\n        fullName\n      }\n      balances {\n        id\n        type\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        status\n        ...RequestForm_balance\n      }\n      ...TeamOverviewCard_viewer\n    }\n    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {\n      totalCount\n    }\n    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {\n      totalCount\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment RequestForm_balance on LeaveBalance {\n    id\n    type\n    availableDays\n  }\n": types.RequestForm_BalanceFragmentDoc,
    "\n  query RequestFormTypes {\n    requestTypes {\n      id\n      name\n      displayName\n      requiresApproval\n    }\n  }\n": types.RequestFormTypesDocument,
    "\n  query RequestFormDayCount($input: DayCountInput!) {\n    leaveDayCount(input: $input) {\n      days\n      dayCounting\n    }\n  }\n": types.RequestFormDayCountDocument,
    "\n  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {\n    submitLeaveRequest(input: $input) {\n      id\n      requestId\n      days\n      status\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n": types.SubmitLeaveRequestDocument,
    "\n  fragment TeamOverviewCard_viewer on User {\n    id\n    department\n    manager {\n      id\n      fullName\n      email\n    }\n    team {\n      id\n      name\n      memberCount\n    }\n    directReports {\n      id\n    }\n  }\n": types.TeamOverviewCard_ViewerFragmentDoc,
    "\n  query RequestHistory($userId: ID!, $first: Int!) {\n    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n": types.RequestHistoryDocument,
    "\n  fragment NotificationList_notification on Notification {\n    id\n    type\n    title\n    body\n    createdAt\n    readAt\n    sound\n    request {\n      id\n      requestId\n    }\n  }\n": types.NotificationList_NotificationFragmentDoc,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...NotificationList_notification\n        }\n      }\n    }\n    unreadNotificationCount\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationList_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query PtoReport($range: ReportRange!, $department: String) {\n    ptoReport(range: $range, department: $department) {\n      periodStart\n      periodEnd\n      totalRequests\n      approvedRequests\n      rejectedRequests\n      pendingRequests\n      cancelledRequests\n      approvalRate\n      rejectionRate\n      pendingRate\n      averageProcessingTime\n      processingTargetHours\n      responseRate\n      monthlyStats {\n        month\n        requests\n        approvals\n        approvalRate\n      }\n    }\n    departments\n  }\n": types.PtoReportDocument,
    "\n  fragment RequestDetailsDialog_request on LeaveRequest {\n    id\n    requestId\n    type\n    requestType {\n      id\n      displayName\n      color\n    }\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    approver {\n      id\n      fullName\n    }\n    approvedAt\n    approvalComment\n    rejectedAt\n    rejectionReason\n    cancelledAt\n    viewerCanDecide\n    viewerCanCancel\n  }\n": types.RequestDetailsDialog_RequestFragmentDoc,
    "\n  mutation CancelRequest($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": types.CancelRequestDocument,
    "\n  fragment TeamMemberCard_member on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    jobTitle\n    department\n    balances {\n      id\n      type\n      totalDays\n      usedDays\n      pendingDays\n      availableDays\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n": types.TeamMemberCard_MemberFragmentDoc,
    "\n  fragment TeamMemberCard_upcoming on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    requester {\n      id\n    }\n    requestType {\n      id\n      displayName\n    }\n  }\n": types.TeamMemberCard_UpcomingFragmentDoc,
    "\n  query TeamOverview($from: Date!, $to: Date!) {\n    teamOverview {\n      teamSize\n      upcomingPtoRequests\n      upcomingPtoDays\n      members {\n        alert\n        ptoAvailableDays\n        user {\n          ...TeamMemberCard_member\n        }\n      }\n    }\n    upcoming: leaveRequests(\n      first: 100\n      filter: { status: [APPROVED, PENDING], from: $from, to: $to }\n      orderBy: { field: START_DATE, direction: ASC }\n    ) {\n      edges {\n        node {\n          ...TeamMemberCard_upcoming\n        }\n      }\n    }\n  }\n": types.TeamOverviewDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthProvider_viewer on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    workHours\n    workAddress\n    profileImageUrl\n    role\n    isAdmin\n    isManager\n    isHr\n    isActive\n    capabilities\n    manager {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AuthProvider_viewer on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    workHours\n    workAddress\n    profileImageUrl\n    role\n    isAdmin\n    isManager\n    isHr\n    isActive\n    capabilities\n    manager {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...AuthProvider_viewer\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      ...AuthProvider_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    logout\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      overview {\n        ...OverviewPanel_overview\n      }\n      performance {\n        ...OverviewPanel_performance\n      }\n      trends {\n        ...TrendsPanel_trend\n      }\n      departments {\n        ...DepartmentsPanel_department\n      }\n      predictions {\n        ...PredictionsPanel_prediction\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      overview {\n        ...OverviewPanel_overview\n      }\n      performance {\n        ...OverviewPanel_performance\n      }\n      trends {\n        ...TrendsPanel_trend\n      }\n      departments {\n        ...DepartmentsPanel_department\n      }\n      predictions {\n        ...PredictionsPanel_prediction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepartmentsPanel_department on DepartmentAnalytics {\n    department\n    employeeCount\n    totalRequests\n    approvalRate\n    avgPTOUsed\n    avgSicknessUsed\n  }\n"): (typeof documents)["\n  fragment DepartmentsPanel_department on DepartmentAnalytics {\n    department\n    employeeCount\n    totalRequests\n    approvalRate\n    avgPTOUsed\n    avgSicknessUsed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewPanel_overview on AnalyticsOverview {\n    totalEmployees\n    activeRequests\n    pendingRequests\n    approvedRequests\n    approvalRate\n    rejectionRate\n    avgProcessingTime\n    avgApprovalTime\n    totalProcessed\n    totalPTOUsed\n    totalSicknessUsed\n  }\n"): (typeof documents)["\n  fragment OverviewPanel_overview on AnalyticsOverview {\n    totalEmployees\n    activeRequests\n    pendingRequests\n    approvedRequests\n    approvalRate\n    rejectionRate\n    avgProcessingTime\n    avgApprovalTime\n    totalProcessed\n    totalPTOUsed\n    totalSicknessUsed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewPanel_performance on AnalyticsPerformance {\n    withinTargetRate\n    overduePending\n  }\n"): (typeof documents)["\n  fragment OverviewPanel_performance on AnalyticsPerformance {\n    withinTargetRate\n    overduePending\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PredictionsPanel_prediction on DepartmentPrediction {\n    department\n    month\n    predictedRequests\n    predictedPTOUsage\n    remainingPTODays\n    riskLevel\n    confidence\n    historyMonths\n    method\n  }\n"): (typeof documents)["\n  fragment PredictionsPanel_prediction on DepartmentPrediction {\n    department\n    month\n    predictedRequests\n    predictedPTOUsage\n    remainingPTODays\n    riskLevel\n    confidence\n    historyMonths\n    method\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportResult_report on CustomReport {\n    reportType\n    title\n    generatedAt\n    period {\n      startDate\n      endDate\n    }\n    departments\n    summary {\n      key\n      value\n    }\n    columns {\n      key\n      label\n    }\n    rows\n    totalRows\n  }\n"): (typeof documents)["\n  fragment ReportResult_report on CustomReport {\n    reportType\n    title\n    generatedAt\n    period {\n      startDate\n      endDate\n    }\n    departments\n    summary {\n      key\n      value\n    }\n    columns {\n      key\n      label\n    }\n    rows\n    totalRows\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomReport($input: CustomReportInput!) {\n    customReport(input: $input) {\n      ...ReportResult_report\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomReport($input: CustomReportInput!) {\n    customReport(input: $input) {\n      ...ReportResult_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDepartments {\n    departments\n  }\n"): (typeof documents)["\n  query ReportDepartments {\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrendsPanel_trend on AnalyticsTrend {\n    month\n    requests\n    approvals\n    rejections\n    ptoDays\n    sicknessDays\n  }\n"): (typeof documents)["\n  fragment TrendsPanel_trend on AnalyticsTrend {\n    month\n    requests\n    approvals\n    rejections\n    ptoDays\n    sicknessDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryItem_entry on AuditLog {\n    id\n    action\n    resourceType\n    resourceId\n    details\n    ipAddress\n    createdAt\n    actor {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntryItem_entry on AuditLog {\n    id\n    action\n    resourceType\n    resourceId\n    details\n    ipAddress\n    createdAt\n    actor {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {\n    auditLogPage(page: $page, filter: $filter) {\n      page\n      pages\n      total\n      limit\n      entries {\n        ...AuditEntryItem_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {\n    auditLogPage(page: $page, filter: $filter) {\n      page\n      pages\n      total\n      limit\n      entries {\n        ...AuditEntryItem_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditActions {\n    auditActions\n  }\n"): (typeof documents)["\n  query AdminAuditActions {\n    auditActions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditStats {\n    auditStats {\n      since\n      totalEntries\n      activeActors\n      daily {\n        action\n        date\n        count\n      }\n      byAction {\n        key\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditStats {\n    auditStats {\n      since\n      totalEntries\n      activeActors\n      daily {\n        action\n        date\n        count\n      }\n      byAction {\n        key\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiTokens {\n    apiTokens {\n      ...ApiTokensSection_token\n    }\n  }\n"): (typeof documents)["\n  query AdminApiTokens {\n    apiTokens {\n      ...ApiTokensSection_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokensSection_token\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokensSection_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokensSection_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokensSection_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveries_delivery on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n    attemptLog {\n      attempt\n      statusCode\n      error\n      durationMs\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveries_delivery on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n    attemptLog {\n      attempt\n      statusCode\n      error\n      durationMs\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, first: 20) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, first: 20) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    events\n    description\n    isActive\n    createdAt\n    deliveries(first: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    events\n    description\n    isActive\n    createdAt\n    deliveries(first: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks {\n    webhooks {\n      ...WebhooksSection_webhook\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks {\n    webhooks {\n      ...WebhooksSection_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {\n    updateWebhook(id: $id, input: { isActive: $isActive }) {\n      ...WebhooksSection_webhook\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {\n    updateWebhook(id: $id, input: { isActive: $isActive }) {\n      ...WebhooksSection_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApprovalsRequestEvents {\n    requestEvents {\n      kind\n      request {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ApprovalsRequestEvents {\n    requestEvents {\n      kind\n      request {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Approvals($filter: LeaveRequestFilter!) {\n    leaveRequests(first: 100, filter: $filter, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {\n      totalCount\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n"): (typeof documents)["\n  query Approvals($filter: LeaveRequestFilter!) {\n    leaveRequests(first: 100, filter: $filter, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {\n      totalCount\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveLeaveRequest(id: $id, comment: $comment) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveLeaveRequest(id: $id, comment: $comment) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectLeaveRequest(id: $id, reason: $reason) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectLeaveRequest(id: $id, reason: $reason) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkApproveRequests {\n    bulkApproveLeaveRequests {\n      approved {\n        ...RequestDetailsDialog_request\n      }\n      failed {\n        id\n        requestId\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BulkApproveRequests {\n    bulkApproveLeaveRequests {\n      approved {\n        ...RequestDetailsDialog_request\n      }\n      failed {\n        id\n        requestId\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarPage_entry on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n      color\n    }\n    requester {\n      id\n      fullName\n      department\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarPage_entry on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n      color\n    }\n    requester {\n      id\n      fullName\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {\n    teamCalendar(start: $start, end: $end, department: $department, status: $status) {\n      ...CalendarPage_entry\n    }\n    departments\n  }\n"): (typeof documents)["\n  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {\n    teamCalendar(start: $start, end: $end, department: $department, status: $status) {\n      ...CalendarPage_entry\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($userId: ID!, $today: Date!) {\n    viewer {\n      id\n      manager {\n        id\n        fullName\n      }\n      balances {\n        id\n        type\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        status\n        ...RequestForm_balance\n      }\n      ...TeamOverviewCard_viewer\n    }\n    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {\n      totalCount\n    }\n    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($userId: ID!, $today: Date!) {\n    viewer {\n      id\n      manager {\n        id\n        fullName\n      }\n      balances {\n        id\n        type\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        status\n        ...RequestForm_balance\n      }\n      ...TeamOverviewCard_viewer\n    }\n    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {\n      totalCount\n    }\n    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestForm_balance on LeaveBalance {\n    id\n    type\n    availableDays\n  }\n"): (typeof documents)["\n  fragment RequestForm_balance on LeaveBalance {\n    id\n    type\n    availableDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestFormTypes {\n    requestTypes {\n      id\n      name\n      displayName\n      requiresApproval\n    }\n  }\n"): (typeof documents)["\n  query RequestFormTypes {\n    requestTypes {\n      id\n      name\n      displayName\n      requiresApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestFormDayCount($input: DayCountInput!) {\n    leaveDayCount(input: $input) {\n      days\n      dayCounting\n    }\n  }\n"): (typeof documents)["\n  query RequestFormDayCount($input: DayCountInput!) {\n    leaveDayCount(input: $input) {\n      days\n      dayCounting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {\n    submitLeaveRequest(input: $input) {\n      id\n      requestId\n      days\n      status\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {\n    submitLeaveRequest(input: $input) {\n      id\n      requestId\n      days\n      status\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamOverviewCard_viewer on User {\n    id\n    department\n    manager {\n      id\n      fullName\n      email\n    }\n    team {\n      id\n      name\n      memberCount\n    }\n    directReports {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment TeamOverviewCard_viewer on User {\n    id\n    department\n    manager {\n      id\n      fullName\n      email\n    }\n    team {\n      id\n      name\n      memberCount\n    }\n    directReports {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestHistory($userId: ID!, $first: Int!) {\n    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query RequestHistory($userId: ID!, $first: Int!) {\n    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...RequestDetailsDialog_request\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationList_notification on Notification {\n    id\n    type\n    title\n    body\n    createdAt\n    readAt\n    sound\n    request {\n      id\n      requestId\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationList_notification on Notification {\n    id\n    type\n    title\n    body\n    createdAt\n    readAt\n    sound\n    request {\n      id\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...NotificationList_notification\n        }\n      }\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...NotificationList_notification\n        }\n      }\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationList_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationList_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PtoReport($range: ReportRange!, $department: String) {\n    ptoReport(range: $range, department: $department) {\n      periodStart\n      periodEnd\n      totalRequests\n      approvedRequests\n      rejectedRequests\n      pendingRequests\n      cancelledRequests\n      approvalRate\n      rejectionRate\n      pendingRate\n      averageProcessingTime\n      processingTargetHours\n      responseRate\n      monthlyStats {\n        month\n        requests\n        approvals\n        approvalRate\n      }\n    }\n    departments\n  }\n"): (typeof documents)["\n  query PtoReport($range: ReportRange!, $department: String) {\n    ptoReport(range: $range, department: $department) {\n      periodStart\n      periodEnd\n      totalRequests\n      approvedRequests\n      rejectedRequests\n      pendingRequests\n      cancelledRequests\n      approvalRate\n      rejectionRate\n      pendingRate\n      averageProcessingTime\n      processingTargetHours\n      responseRate\n      monthlyStats {\n        month\n        requests\n        approvals\n        approvalRate\n      }\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestDetailsDialog_request on LeaveRequest {\n    id\n    requestId\n    type\n    requestType {\n      id\n      displayName\n      color\n    }\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    approver {\n      id\n      fullName\n    }\n    approvedAt\n    approvalComment\n    rejectedAt\n    rejectionReason\n    cancelledAt\n    viewerCanDecide\n    viewerCanCancel\n  }\n"): (typeof documents)["\n  fragment RequestDetailsDialog_request on LeaveRequest {\n    id\n    requestId\n    type\n    requestType {\n      id\n      displayName\n      color\n    }\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    approver {\n      id\n      fullName\n    }\n    approvedAt\n    approvalComment\n    rejectedAt\n    rejectionReason\n    cancelledAt\n    viewerCanDecide\n    viewerCanCancel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRequest($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRequest($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberCard_member on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    jobTitle\n    department\n    balances {\n      id\n      type\n      totalDays\n      usedDays\n      pendingDays\n      availableDays\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TeamMemberCard_member on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    jobTitle\n    department\n    balances {\n      id\n      type\n      totalDays\n      usedDays\n      pendingDays\n      availableDays\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberCard_upcoming on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    requester {\n      id\n    }\n    requestType {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment TeamMemberCard_upcoming on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    requester {\n      id\n    }\n    requestType {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamOverview($from: Date!, $to: Date!) {\n    teamOverview {\n      teamSize\n      upcomingPtoRequests\n      upcomingPtoDays\n      members {\n        alert\n        ptoAvailableDays\n        user {\n          ...TeamMemberCard_member\n        }\n      }\n    }\n    upcoming: leaveRequests(\n      first: 100\n      filter: { status: [APPROVED, PENDING], from: $from, to: $to }\n      orderBy: { field: START_DATE, direction: ASC }\n    ) {\n      edges {\n        node {\n          ...TeamMemberCard_upcoming\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamOverview($from: Date!, $to: Date!) {\n    teamOverview {\n      teamSize\n      upcomingPtoRequests\n      upcomingPtoDays\n      members {\n        alert\n        ptoAvailableDays\n        user {\n          ...TeamMemberCard_member\n        }\n      }\n    }\n    upcoming: leaveRequests(\n      first: 100\n      filter: { status: [APPROVED, PENDING], from: $from, to: $to }\n      orderBy: { field: START_DATE, direction: ASC }\n    ) {\n      edges {\n        node {\n          ...TeamMemberCard_upcoming\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;